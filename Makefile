# Nine Tables. Needs only python3 (>= 3.11), make and, for `make test`, apt.
#
#   make play     create .venv if missing, install the dependencies, open the launcher
#   make test     the same with the test extras, then the whole suite (real-window tests too)
#   make sim      500 headless bot games of $(GAME)
#   make bench    frame times and rules throughput of $(GAME)
#   make dist     dist/: the wheel and the sdist, and the PyInstaller one-folder bundle of this
#                 machine's system (dist/nine-tables/, zipped beside it)
#
# Dependencies are read from pyproject.toml and installed into .venv only when
# pyproject.toml changed (stamp files .venv/.stamp, .venv/.stamp-test, .venv/.stamp-dist).
# The project itself is run from the source tree (no install step needed).
# On Windows, run make from Git Bash (or MSYS2): the recipes need a POSIX shell.

ifeq ($(OS),Windows_NT)
PYTHON ?= python
VENV_PY := Scripts/python.exe
else
PYTHON ?= python3
VENV_PY := bin/python
endif
VENV   := .venv
PY     := $(VENV)/$(VENV_PY)
GAME   ?= ninedkp
# the suite runs on every core (pytest-xdist; each real-window test starts its own Xvfb)
PYTEST_ARGS ?= -q -n auto

# command:apt-package pairs that `make test` needs for the real-window tests
X_TOOLS ?= Xvfb:xvfb xauth:xauth xdotool:xdotool

.PHONY: play test sim bench dist venv deps test-deps dist-deps x-tools clean-venv

play: $(VENV)/.stamp
	$(PY) main.py

test: $(VENV)/.stamp-test x-tools
	$(PY) -m pytest $(PYTEST_ARGS)

sim: $(VENV)/.stamp
	$(PY) main.py simulate $(GAME) --games 500 --seed 1

bench: $(VENV)/.stamp
	$(PY) main.py bench $(GAME)

# The wheel and the sdist (python -m build: the wheel is built from the sdist, so the sdist is
# known to be complete), then the bundle (packaging/nine-tables.spec) and its zip. build/ and the
# egg-info folder are scratch (git ignores them).
dist: $(VENV)/.stamp-dist
	rm -rf dist/nine-tables dist/nine_tables-* dist/nine-tables-*.zip build/pyinstaller
	$(PY) -m build --no-isolation --outdir dist .
	rm -rf nine_tables.egg-info
	$(PY) -m PyInstaller --noconfirm --log-level WARN --distpath dist --workpath build/pyinstaller \
	  packaging/nine-tables.spec
	$(PY) -c 'import platform, shutil, sys; from game.core.version import version; \
	  name = f"dist/nine-tables-{version()}-{sys.platform}-{platform.machine().lower()}"; \
	  print("wrote", shutil.make_archive(name, "zip", "dist", "nine-tables"))'
	@ls -1 dist

venv: $(PY)
deps: $(VENV)/.stamp
test-deps: $(VENV)/.stamp-test
dist-deps: $(VENV)/.stamp-dist

# Run apt-get as root, through sudo when not root, or say what to do when neither works.
# $(1): apt packages
define apt_install
	if [ "$$(id -u)" = 0 ]; then SUDO=""; \
	elif command -v sudo >/dev/null 2>&1; then SUDO="sudo"; \
	else echo "make: not root and no sudo: please install $(1) with apt" >&2; exit 1; fi; \
	$$SUDO apt-get update && \
	$$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $(1)
endef

$(PY):
	@if ! $(PYTHON) -m venv $(VENV); then \
	  echo "make: '$(PYTHON) -m venv' failed; installing python3-venv with apt" >&2; \
	  rm -rf $(VENV); \
	  pkgs="python3-venv python$$($(PYTHON) -c 'import sys; print("%d.%d" % sys.version_info[:2])')-venv"; \
	  { $(call apt_install,$$pkgs); } || { $(call apt_install,python3-venv); }; \
	  $(PYTHON) -m venv $(VENV); \
	fi
	@$(PY) -c 'import sys; assert sys.version_info >= (3, 11), "Nine Tables needs Python >= 3.11, found " + sys.version.split()[0]'

# requirements(extras...): the dependency lines of pyproject.toml, one per line
REQS = $(PY) -c 'import sys, tomllib; p = tomllib.load(open("pyproject.toml", "rb"))["project"]; \
	print("\n".join(p["dependencies"] + [d for e in sys.argv[1:] for d in p["optional-dependencies"][e]]))'

$(VENV)/.stamp: pyproject.toml | $(PY)
	$(REQS) > $(VENV)/requirements.txt
	$(PY) -m pip install --quiet --disable-pip-version-check -r $(VENV)/requirements.txt
	touch $@

$(VENV)/.stamp-test: pyproject.toml $(VENV)/.stamp | $(PY)
	$(REQS) test > $(VENV)/requirements-test.txt
	$(PY) -m pip install --quiet --disable-pip-version-check -r $(VENV)/requirements-test.txt
	touch $@

$(VENV)/.stamp-dist: pyproject.toml $(VENV)/.stamp | $(PY)
	$(REQS) dist > $(VENV)/requirements-dist.txt
	$(PY) -m pip install --quiet --disable-pip-version-check -r $(VENV)/requirements-dist.txt
	touch $@

# Install the X tools of the real-window tests when a command is missing.
x-tools:
	@missing=""; \
	for pair in $(X_TOOLS); do \
	  command -v "$${pair%%:*}" >/dev/null 2>&1 || missing="$$missing $${pair#*:}"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "make: installing$$missing with apt"; \
	  $(call apt_install,$$missing); \
	fi

clean-venv:
	rm -rf $(VENV)
