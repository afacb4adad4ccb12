"""Stand in for CircuitPython's ``keypad``, in the MicroPython VM and in the tests on CPython.

The one fake of it: a test puts this module (or, on CPython, the module as
``tests/mpy/fakes/keypad.py`` imports it) where ``keypad`` is looked up,
appends events to a scanner's ``events.queue`` (``made[-1]``) and reads
what the board module made of them.  Reading events allocates nothing, so
the VM can measure a poll.
"""

made = []        # every Keys and ShiftRegisterKeys made, the newest last
refuse = ()      # pins that are "in use": Keys raises ValueError on them


class Event:
    def __init__(self, key_number=0, pressed=True):
        self.key_number = key_number
        self.pressed = pressed
        self.timestamp = 0


class EventQueue:
    """A list of ``(key_number, pressed)`` or ``(key_number, pressed, ticks_ms)``, in order.

    Each is given at the next ``get_into``, or with ``load``, once
    ``supervisor.ticks_ms()`` has reached its time.  The list is read, never
    shortened.
    """

    def __init__(self):
        self.queue = []
        self.next = 0
        self.timed = False
        self.overflowed = False

    def load(self, script):
        """Play ``script`` (a list made beforehand), each event when its time comes."""
        self.queue = script
        self.next = 0
        self.timed = True

    def pending(self):
        """Return the events not given yet."""
        return self.queue[self.next:]

    def get_into(self, event):
        """Give the next event whose time has come."""
        if self.next >= len(self.queue):
            return False
        found = self.queue[self.next]
        if len(found) > 2:
            if self.timed:
                import supervisor

                if found[2] > supervisor.ticks_ms():
                    return False        # still to come
            event.timestamp = found[2]
        event.key_number = found[0]
        event.pressed = found[1]
        self.next += 1
        return True

    def clear(self):
        self.next = len(self.queue)
        self.overflowed = False


class _Scanner:
    def __init__(self):
        self.events = EventQueue()
        self.resets = 0
        made.append(self)

    def reset(self):
        self.resets += 1


class Keys(_Scanner):
    def __init__(self, pins, value_when_pressed, pull=True):
        for pin in pins:
            if pin in refuse:
                raise ValueError("%s in use" % pin)
        self.pins = pins
        self.value_when_pressed = value_when_pressed
        self.pull = pull
        super().__init__()


class ShiftRegisterKeys(_Scanner):
    def __init__(self, **kwargs):
        self.kwargs = kwargs
        super().__init__()
