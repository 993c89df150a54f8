"""Frame helpers the table tests share: run frames until a table is still, a rect's centre."""


def centre(rect):
    return (int(rect.centerx), int(rect.centery))


def finish(app, t, seconds=90.0):
    """Run frames until the table is still (``t.busy``: its beats, slides, dice, floaters done; a
    deadline in game seconds: every caption is held until it is read)."""
    end = 0.0
    while t.busy and end < seconds:
        app.frame([], dt=0.05, present=False)
        end += 0.05
    assert not t.beats_active
