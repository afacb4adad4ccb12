"""What the scenes use to fill the screen: hints in the board's keys, lines, menus, a cursor.

Functions of the game (its screen, its text size, its board's keys), not
methods of it: the game's own code is what outlives a screen, and this is
what every screen does with it.  Resident with the game (``Game.show`` and
``Game.tell`` use it), so a scene's import of it costs no compile.
"""

from game.keys import K_DOWN, K_LEFT, K_RIGHT, K_UP

KEY_WORDS = ("A", "B", "START", "SELECT")   # the hints' key names, Game(keys=...)'s order
_ARROWS = "\u2191\u2193\u2190\u2192"


def board_keys(game, hint):
    """Return ``hint`` naming this board's own keys: "A: ok" is "●: ok" on three buttons.

    The words name the PyBadge's keys (``A:``, ``B:``, ``A/B:``,
    ``START:``, ``SELECT:``, ``↑↓``, ``←→``, or ``A`` in a sentence that
    asks for it); each is put in the board's names, the rest as it is.
    """
    names = game.keys
    if names is None or not hint:
        return hint
    out = []
    for word in hint.split(" "):
        end = len(word)
        while end and word[end - 1] in ".:":
            end -= 1
        if word and word[0] in _ARROWS:      # up and down, or left and right, or all four
            out.append(names[4 if "\u2191" in word else 5] + word.lstrip(_ARROWS))
            continue
        parts = word[:end].split("/")
        for i in range(len(parts)):
            for k in range(4):
                if parts[i] == KEY_WORDS[k]:
                    parts[i] = names[k]
        out.append("/".join(parts) + word[end:])
    return " ".join(out)


def write(game, lines, row):
    """Put ``lines`` on the screen from line ``row`` on, as many as there is room for."""
    s = game.screen
    for i in range(min(len(lines), game.rows - row)):
        s.lines[row + i] = game.fit(lines[i])


def menu(keys, cursor, count):
    """Return the menu cursor ``cursor`` moved by UP and DOWN among ``count`` rows."""
    if keys & K_UP:
        return (cursor - 1) % count
    if keys & K_DOWN:
        return (cursor + 1) % count
    return cursor


def scrolled(game, cursor, scroll, count, text):
    """Write rows ``text(0) ..`` scrolled to show ``cursor``; return the new scroll."""
    s = game.screen
    visible = game.rows
    if cursor < scroll:
        scroll = cursor
    elif cursor >= scroll + visible:
        scroll = cursor - visible + 1
    scroll = max(0, min(scroll, count - visible))
    for i in range(visible):
        if scroll + i < count:
            s.lines[i] = game.fit(text(scroll + i))
    s.menu = cursor - scroll
    return scroll


def pick(game, keys, row):
    """Move the cursor along ``row`` with LEFT and RIGHT; return True if it moved."""
    if keys & (K_LEFT | K_RIGHT) and row.count:
        row.cursor = (row.cursor + (1 if keys & K_RIGHT else -1)) % row.count
        game.screen.changed()
        return True
    return False
