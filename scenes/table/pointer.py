"""Mouse and keys at a table: what :class:`~scenes.table.scene.TableScene` does with them before
its plan (:mod:`scenes.table.plan`) turns a gesture into one of the legal actions.

A click or Space first hurries the beats still playing; Ctrl+Z takes back a move; the log's
Undo and wheel are the table's; a card is carried with the table's ``drag``; letting go over a
button clicks it, a press that did not drag is the plan's ``click``, else its ``drop``."""
from __future__ import annotations

import pygame

from scenes.widgets.dragdrop import THRESHOLD


def handle(table, event) -> bool:
    """One event at a table; True when used. The plan's ``handle`` sees it first."""
    if table.plan.handle(event):
        return True
    if event.type == pygame.USEREVENT:
        return True
    if event.type == pygame.KEYDOWN:
        if event.key == pygame.K_SPACE and table.beats_active:
            table.hurry()
            return True
        if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            table.undo()
            return True
        return table._key(event)
    if event.type == pygame.MOUSEMOTION:
        table._motion(event.pos)
        return True
    if event.type == pygame.MOUSEBUTTONDOWN:
        if table.beats_active:        # a click hurries the beats, then acts
            table.hurry()
        if event.button == 1 and table.log.undo is not None and table.log.undo_rect.collidepoint(event.pos):
            table.undo()
        elif event.button == 1:
            table._press(event.pos)
        return True
    if event.type == pygame.MOUSEBUTTONUP:
        if event.button == 1:
            table._release(event.pos)
        elif event.button == 3:
            table._right_click(event.pos)
        return True
    if event.type == pygame.MOUSEWHEEL:
        if table.log.rect.collidepoint(table.app.mouse_pos()):
            table.log.wheel(event.y)
        return True
    return False


def motion(table, pos) -> None:
    """The pointer moved: carry a drag (``drop_zones`` glow), else light the buttons and the
    hovered card (``sprite_at``); a changed hover goes to the plan's ``hover_changed``."""
    if table.drag.pressed:
        if table.drag.motion(pos, table.drop_zones):
            table.hover = None
        table.app.dirty = True
        return
    changed = False
    for b in table.buttons:
        changed = b.motion(pos) or changed
    sp = table.sprite_at(pos)
    if sp is not None and sp.card is None:
        sp = None
    if sp is not table.hover:
        old, table.hover = table.hover, sp
        table.plan.hover_changed(old, sp)
        changed = True
    if changed:
        table.app.dirty = True


def release(table, pos) -> None:
    """The left button was let go: a button under it is clicked when ``button_clickable``; a press
    that did not drag is a click (``_click(pos, sprite)``), unless the pointer travelled as a drag
    does over something that could not be carried (nothing happens then); else the carried card is
    dropped (``_drop(sprite, pos)``)."""
    for b in table.buttons:
        if b.rect.collidepoint(pos) and b.visible:
            table.drag.release(pos)
            if table.button_clickable(b):
                b.click()
            return
    if not table.drag.pressed:
        table._click(pos, table.sprite_at(pos))
        return
    payload, start = table.drag.payload, table.drag.press_pos
    result = table.drag.release(pos)
    if result[0] == "click":
        if result[1] is None and start is not None and \
                (pos[0] - start[0]) ** 2 + (pos[1] - start[1]) ** 2 >= THRESHOLD * THRESHOLD:
            return        # a drag of what cannot be carried now is not a click (it must not open the zoom)
        sp = result[1] if result[1] is not None else payload
        table._click(pos, sp if sp is not None else table.sprite_at(pos))
        return
    table._drop(result[1], pos)
