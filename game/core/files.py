"""Writing the program's own files safely, and setting a broken one aside: save files, settings and
lesson progress all go through here."""
from __future__ import annotations

import os
import re
import time
from pathlib import Path

import yaml

from .contract import DataError

#: a broken file is kept under its name plus this (``.corrupt.2``, ... when taken)
CORRUPT = ".corrupt"
#: the temporary file of a write in progress: ``.<name>.<pid of the writer>.tmp``
TEMPORARY = re.compile(r"^\..+\.([0-9]{1,10})\.tmp$")
#: a temporary file older than this (seconds) is removed even if its pid is running again (reused)
STALE_TMP = 3600


def write_atomic(path: str | os.PathLike, text: str) -> Path:
    """Write ``text`` to ``path`` so that a reader never sees half a file: a temporary file in the
    same folder, flushed and fsynced, renamed over ``path``, then the folder synced. Raises OSError
    (the temporary file is removed)."""
    path = Path(path)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(tmp, "w", encoding="utf-8") as f:
            f.write(text if text.endswith("\n") else text + "\n")
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except OSError:
        try:
            tmp.unlink()
        except OSError:
            pass
        raise
    sync_folder(path.parent)
    return path


def running(pid: int) -> bool:
    """Whether a process ``pid`` runs now (one of another user counts: it may not be signalled)."""
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except (ProcessLookupError, OverflowError):
        return False
    except OSError:                  # PermissionError: another user's process
        return True
    return True


def clean_temporaries(folder: str | os.PathLike, older_than: float = STALE_TMP) -> int:
    """Remove the temporary files (``.<name>.<pid>.tmp``, see :func:`write_atomic`) that writes
    killed half-way left in ``folder``: those of a process that no longer runs, and any older than
    ``older_than`` seconds. A write going on now (its process runs) is left alone. Returns how
    many were removed; never raises."""
    gone = 0
    try:
        entries = list(Path(folder).iterdir())
    except OSError:
        return 0
    for p in entries:
        m = TEMPORARY.match(p.name)
        if not m:
            continue
        try:
            if not p.is_file() or p.is_symlink():
                continue
            pid = int(m.group(1))
            if pid != os.getpid() and (not running(pid) or time.time() - p.stat().st_mtime > older_than):
                p.unlink()
                gone += 1
        except OSError:
            pass
    return gone


def sync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (where the system lets a folder be synced)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def set_aside(path: str | os.PathLike, replace: bool = False) -> Path | None:
    """Rename a broken ``path`` to ``<name>.corrupt`` (``.corrupt.2``, ... if taken; with ``replace``
    an older ``.corrupt`` file gives way, as for a settings file where only the last one matters);
    None when it is not there or cannot be renamed."""
    path = Path(path)
    if not os.path.lexists(path):
        return None
    target = path.with_name(path.name + CORRUPT)
    n = 2
    while os.path.lexists(target) and not (replace and os.path.isfile(target)):
        target = path.with_name(f"{path.name}{CORRUPT}.{n}")
        n += 1
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


def read_kept(path: Path, read, fresh, what: str, instead: str) -> tuple:
    """A file the program keeps for the player (settings, statistics): ``(read(path), None)``;
    ``(fresh(), None)`` when there is no file; ``(fresh(), problem)`` when ``read`` raises (a
    ``DataError``, ``OSError`` or ``ValueError``): the broken file is set aside as ``*.corrupt``
    and ``problem`` is one line ("The settings file was broken (...); using the defaults (kept
    as settings.yaml.corrupt).")."""
    try:
        if not os.path.lexists(path):
            return fresh(), None
        return read(str(path)), None
    except (DataError, OSError, ValueError) as e:
        kept = set_aside(path, replace=True)
        where = f"kept as {kept.name}" if kept is not None else "could not be set aside"
        return fresh(), f"The {what} file was broken ({e}); {instead} ({where})."


def write_kept(path: Path, header: str, data, what: str) -> str | None:
    """Write ``data`` as YAML under a ``# header`` line, atomically; None, or a one-line problem
    ("The settings could not be saved: PermissionError: ...")."""
    try:
        write_atomic(path, f"# {header}\n" + yaml.safe_dump(data, sort_keys=False, default_flow_style=False))
    except (OSError, yaml.YAMLError) as e:
        return f"The {what} could not be saved: {type(e).__name__}: {getattr(e, 'strerror', None) or e}"
    return None
