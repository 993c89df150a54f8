"""A small fork server for the property test of bad input (``test_fuzz_inputs.py``).

It is started once per test process (``python fuzz_worker.py`` with the checkout on
``PYTHONPATH`` and SDL's dummy drivers in the environment), imports the project, and then
reads one JSON request a line from stdin. Each request runs in a fresh ``fork`` of this
single-threaded server, with a cap on processor time (``RLIMIT_CPU``) and on address space
(``RLIMIT_AS``), so a mutated file that makes the program spin or swell is stopped and reported,
never left to eat the machine. The answer is one JSON line on stdout:

``{"outcome": "ok"|"refused"|"crash"|"killed", "code": int|None, "err": str, "cpu": s, "mb": MB}``

Requests: ``{"do": "cli", "argv": [...], "env": {...}}`` runs ``main.main(argv)`` (stderr
captured); ``{"do": "settings", "path": p}`` loads a settings file; ``{"do": "save", "path": p}``
resumes a save; ``{"do": "lesson", "game": g, "path": p}`` validates a lesson file the way
``learn`` does before its window opens.
"""
from __future__ import annotations

import io
import json
import os
import resource
import sys
import traceback

import game.core.saves  # noqa: F401  (imported once here, before the forks)
import game.core.scenario  # noqa: F401
import main

CPU_SECONDS = 20
ADDRESS_SPACE = 4 << 30


def _cli(req, err) -> tuple[str, int | None]:
    old = sys.stderr
    sys.stderr = err
    try:
        code = main.main(req["argv"])
    except SystemExit as e:                      # argparse's own refusals
        code = e.code if isinstance(e.code, int) else 2
    finally:
        sys.stderr = old
    return ("ok" if code in (0, 1) else "refused"), code


def _settings(req, err) -> tuple[str, int | None]:
    from scenes.screens import settings
    _, problem = settings.load(req["path"])
    if problem:
        err.write(problem + "\n")
        return "refused", 2
    return "ok", 0


def _save(req, err) -> tuple[str, int | None]:
    from game.core import saves
    try:
        saves.load(req["path"])
    except saves.SaveError as e:
        err.write(str(e) + "\n")
        return "refused", 2
    return "ok", 0


def _lesson(req, err) -> tuple[str, int | None]:
    return _cli({"argv": ["scenario", req["path"]]}, err)


HANDLERS = {"cli": _cli, "settings": _settings, "save": _save, "lesson": _lesson}


def _child(req, wfd: int) -> None:
    resource.setrlimit(resource.RLIMIT_CPU, (req.get("cpu", CPU_SECONDS), req.get("cpu", CPU_SECONDS) + 1))
    resource.setrlimit(resource.RLIMIT_AS, (ADDRESS_SPACE, ADDRESS_SPACE))
    os.environ.update(req.get("env") or {})
    err = io.StringIO()
    sys.stdout = io.StringIO()
    try:
        outcome, code = HANDLERS[req["do"]](req, err)
    except BaseException:                        # anything else is what the test looks for
        outcome, code = "crash", None
        err.write(traceback.format_exc())
    with os.fdopen(wfd, "w") as w:
        w.write(json.dumps({"outcome": outcome, "code": code, "err": err.getvalue()}))
    os._exit(0)


def serve() -> None:
    for line in sys.stdin:
        req = json.loads(line)
        rfd, wfd = os.pipe()
        pid = os.fork()
        if pid == 0:
            os.close(rfd)
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, 1)                  # keep the answer channel clean
            _child(req, wfd)
        os.close(wfd)
        with os.fdopen(rfd) as r:
            text = r.read()
        _, status, usage = os.wait4(pid, 0)
        answer = json.loads(text) if text else {"outcome": "killed", "code": None,
                                                "err": f"killed: wait status {status}"}
        answer["cpu"] = usage.ru_utime + usage.ru_stime
        answer["mb"] = usage.ru_maxrss / 1024
        sys.__stdout__.write(json.dumps(answer) + "\n")
        sys.__stdout__.flush()


if __name__ == "__main__":
    serve()
