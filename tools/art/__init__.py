"""The pictures: the sprite sheets and the font drawn from code, the screenshots and the GIF."""
