"""Stand in for the SH1107 display driver on the MicroPython VM: it keeps what it was given."""


class SH1107:
    kind = "SH1107"

    def __init__(self, bus, width, height, rotation=0):
        self.address = bus.address
        self.width = width
        self.height = height
        self.rotation = rotation
        self.auto_refresh = True
        self.root_group = None

    def refresh(self):
        return True
