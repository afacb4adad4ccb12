"""The game's words, one module a language; ``engine/words.py`` loads one at a time."""
