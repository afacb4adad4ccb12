"""Playing without a board: sessions among computers, and a person's keys for the tests."""
