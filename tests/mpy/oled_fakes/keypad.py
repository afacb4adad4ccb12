"""Stand in for ``keypad`` on the MicroPython VM: events played from a list, no allocation."""

made = []


class Event:
    def __init__(self, key_number=0, pressed=True):
        self.key_number = key_number
        self.pressed = pressed
        self.timestamp = 0


class EventQueue:
    def __init__(self):
        self.script = []
        self.next = 0
        self.overflowed = False

    def load(self, script):
        """Queue ``script``: (key_number, pressed, ticks_ms) in order."""
        self.script = script
        self.next = 0

    def get_into(self, event):
        """Give the next event whose time has come."""
        import supervisor

        if self.next >= len(self.script):
            return False
        key, pressed, at = self.script[self.next]
        if at > supervisor.now[0]:
            return False
        event.key_number = key
        event.pressed = pressed
        event.timestamp = at
        self.next += 1
        return True

    def clear(self):
        self.next = len(self.script)


class Keys:
    def __init__(self, pins, value_when_pressed, pull=True):
        self.pins = pins
        self.events = EventQueue()
        made.append(self)

    def reset(self):
        pass
