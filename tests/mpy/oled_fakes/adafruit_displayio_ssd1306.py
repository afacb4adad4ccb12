"""Stand in for the SSD1306 display driver on the MicroPython VM: it keeps what it was given."""


class SSD1306:
    kind = "SSD1306"

    def __init__(self, bus, width, height, rotation=0):
        self.address = bus.address
        self.width = width
        self.height = height
        self.rotation = rotation
        self.auto_refresh = True
        self.root_group = None

    def refresh(self):
        return True
