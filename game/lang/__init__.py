"""The game's words, one module a language; ``game/words.py`` loads one at a time."""
