"""Stand in for ``i2cdisplaybus`` on the MicroPython VM: only 0x3C and 0x3D answer."""


class I2CDisplayBus:
    def __init__(self, i2c, device_address):
        if device_address not in (0x3C, 0x3D):
            raise ValueError("Unable to find I2C Display at %x" % device_address)
        self.address = device_address
