"""Where the data files are. ``NINE_TABLES_DATA`` points at another data folder
(same layout as ``data/``): for trying an edited card set, and for tests.

The shipped folders ``data/`` and ``art/`` sit beside ``game/`` in the source tree; an installed
copy (the wheel, the PyInstaller bundle) holds them in ``nine_tables/`` beside ``game/``
(:func:`shipped`)."""
from __future__ import annotations

import os
import sys

import yaml

from game.core.contract import DataError

#: the folder holding ``game/``: the source tree, or site-packages (or the bundle) when installed
TOP = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
#: the package an installed copy keeps ``data/`` and ``art/`` in (pyproject.toml's package-data)
INSTALLED_PACKAGE = "nine_tables"


def shipped(folder: str) -> str:
    """The shipped folder ``folder`` (``"data"`` or ``"art"``): ``nine_tables/<folder>`` beside
    ``game/`` when Nine Tables is installed, else ``<folder>`` of the source tree. Only the path:
    whether it exists is the caller's business."""
    installed = os.path.join(TOP, INSTALLED_PACKAGE, folder)
    return installed if os.path.isdir(installed) else os.path.join(TOP, folder)


#: the data folder that ships with this copy (``NINE_TABLES_DATA`` may name another one)
REPO_DATA = shipped("data")


def program_command() -> list[str]:
    """The command that starts this copy of Nine Tables (add a verb and its arguments): the
    bundle's own program when frozen by PyInstaller, ``python main.py`` in the source tree,
    ``python -m nine_tables.main`` when installed. For a tool that times or drives a new process."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    if os.path.isfile(os.path.join(TOP, INSTALLED_PACKAGE, "main.py")):
        return [sys.executable, "-m", f"{INSTALLED_PACKAGE}.main"]
    return [sys.executable, os.path.join(TOP, "main.py")]


def data_root() -> str:
    """The data folder: ``$NINE_TABLES_DATA`` when set, else the repository's ``data``."""
    return os.environ.get("NINE_TABLES_DATA") or REPO_DATA


def data_path(*parts: str) -> str:
    """The path of ``parts`` under :func:`data_root` (not checked to exist)."""
    return os.path.join(data_root(), *parts)


#: the largest data, scenario, lesson, layout, save or settings file Nine Tables reads
MAX_FILE_BYTES = 2_000_000
#: how deep a YAML file may nest
MAX_DEPTH = 40


def short(value, limit: int = 60) -> str:
    """The repr of a parsed value for a message, cut to ``limit`` characters (a parsed
    value may be huge: never put a whole one in a message)."""
    if isinstance(value, (dict, list, tuple, set)):
        return f"a {type(value).__name__} of {len(value)}"
    text = repr(value) if len(str(value)) < 4 * limit else repr(str(value)[:limit])
    return text if len(text) <= limit else text[:limit - 3] + "..."


#: how many values a YAML file may hold once its aliases are expanded
MAX_EXPANDED = 200_000


class _StrictLoader(yaml.SafeLoader):
    """Safe YAML that refuses what no Nine Tables file needs and an attacker would use:
    aliases that expand to more than :data:`MAX_EXPANDED` values (a "billion laughs" bomb),
    duplicate keys (the second one would win unseen) and nesting deeper than :data:`MAX_DEPTH`."""

    def compose_node(self, parent, index):
        depth = getattr(self, "_depth", 0) + 1
        if depth > MAX_DEPTH:
            raise yaml.MarkedYAMLError(None, None, f"nested more than {MAX_DEPTH} levels deep",
                                       self.peek_event().start_mark)
        self._depth = depth
        try:
            return super().compose_node(parent, index)
        finally:
            self._depth = depth - 1

    def compose_document(self):
        node = super().compose_document()
        sizes: dict[int, int] = {}

        def size(n) -> int:          # aliases share nodes: count each node once, weigh by uses
            got = sizes.get(id(n))
            if got is None:
                kids = n.value if isinstance(n, yaml.SequenceNode) else (
                    [x for pair in n.value for x in pair] if isinstance(n, yaml.MappingNode) else ())
                got = sizes[id(n)] = 1 + sum(size(k) for k in kids)
                if got > MAX_EXPANDED:
                    raise yaml.MarkedYAMLError(None, None, f"expands to more than {MAX_EXPANDED} values "
                                               "(aliases)", n.start_mark)
            return got
        if node is not None:
            size(node)
        return node

    def construct_mapping(self, node, deep=False):
        seen = set()
        for key_node, _ in node.value:
            key = key_node.value if isinstance(key_node, yaml.ScalarNode) else None
            if key is not None and key in seen:
                raise yaml.MarkedYAMLError(None, None, f"duplicate key {short(key)}", key_node.start_mark)
            seen.add(key)
        return super().construct_mapping(node, deep)


def parse_yaml(text: str):
    """Parse YAML text strictly (see :class:`_StrictLoader`); raises ``yaml.YAMLError``."""
    return yaml.load(text, Loader=_StrictLoader)


def load_yaml(path: str):
    """Read and parse a YAML file; every problem (missing, a folder, too big, not UTF-8, bad
    YAML, aliases, duplicate keys, too deep) is a one-line DataError naming the file and,
    where there is one, the line."""
    try:
        if os.path.getsize(path) > MAX_FILE_BYTES:
            raise DataError(path, "(file)", "(size)", f"larger than {MAX_FILE_BYTES // 1_000_000} MB")
        with open(path, "rb") as f:
            raw = f.read(MAX_FILE_BYTES + 1)
    except FileNotFoundError:
        raise DataError(path, "(file)", "(file)", "file not found") from None
    except IsADirectoryError:
        raise DataError(path, "(file)", "(file)", "is a folder, not a file") from None
    except OSError as e:
        raise DataError(path, "(file)", "(file)", f"cannot be read ({e.strerror or type(e).__name__})") from None
    except ValueError:                       # a path with a NUL byte in it
        raise DataError(repr(path)[1:-1], "(file)", "(file)", "not a possible file name") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise DataError(path, "(file)", "(encoding)", f"not a UTF-8 text file (byte {e.start})") from None
    try:
        return parse_yaml(text)
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        where = f"line {mark.line + 1}" if mark else "(file)"
        problem = getattr(e, "problem", None) or str(e).splitlines()[0]
        raise DataError(path, where, "(yaml)", f"not valid YAML: {problem}") from None
    except RecursionError:
        raise DataError(path, "(file)", "(yaml)", "not valid YAML: nested too deeply") from None


def read_yaml(path: str, top: str, optional: tuple[str, ...] = ()):
    """Parse a YAML file that must be a mapping with the key ``top`` (and may have the keys
    ``optional``, nothing else); any problem is a one-line DataError (syntax errors name the line)."""
    data = load_yaml(path)
    if not isinstance(data, dict) or top not in data:
        raise DataError(path, "(top level)", top, f"the file must be a mapping with a '{top}' key")
    known = (top, *optional)
    for k in data:
        if k not in known:
            raise DataError(path, "(top level)", short(k, 40), f"unknown key (known: {', '.join(known)})")
    return data


def whole(file, entry, field, value, lo=None, hi=None, step=None) -> int:
    """A whole number within bounds (and a multiple of ``step``), or DataError."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise DataError(file, entry, field, f"must be a whole number, not {short(value)}")
    if lo is not None and value < lo:
        raise DataError(file, entry, field, f"must be at least {lo}, not {value}")
    if hi is not None and value > hi:
        raise DataError(file, entry, field, f"must be at most {hi}, not {value}")
    if step and value % step:
        raise DataError(file, entry, field, f"must be a multiple of {step}, not {value}")
    return value


def only_keys(file, entry, mapping: dict, known) -> None:
    """Refuse a key of ``mapping`` that is not in ``known`` (a typo would be ignored unseen)."""
    for k in mapping:
        if k not in known:
            raise DataError(file, entry, short(k, 40), f"unknown key (known: {', '.join(sorted(known))})")


#: the largest seed a file or the command line may give (the dice are 64-bit)
MAX_SEED = 2 ** 63 - 1


def one_of(file, entry, field, value, options):
    """``value`` when it is one of ``options``; else DataError naming ``file``, ``entry`` and ``field``."""
    if isinstance(value, (list, dict, set)) or value not in options:       # a list is never a key
        raise DataError(file, entry, field, f"must be one of {', '.join(options)}, not {short(value)}")
    return value


def choose_of(file, entry, field, value, selectors):
    """A card's ``choose:`` (who it targets): None, or one of ``selectors``; else DataError
    naming ``file``, ``entry`` and ``field`` with the known ones."""
    if value is None:
        return None
    if isinstance(value, (list, dict, set)) or value not in selectors:
        raise DataError(file, entry, field, f"unknown target {short(value)} (known: {', '.join(selectors)})")
    return value


def card_item(file, entry, where, item, defs: dict) -> dict:
    """One card of a scenario's set-up zone: ``"key"`` or ``{card: key, ...}`` -> the mapping, with
    ``card`` a key of ``defs``; else DataError naming ``file``, ``entry`` and ``where``."""
    if isinstance(item, str):
        item = {"card": item}
    if not isinstance(item, dict) or not isinstance(item.get("card"), str) or item["card"] not in defs:
        raise DataError(file, entry, where, f"unknown card {short(item)}")
    return item


def nonempty_mapping(path: str, data: dict, key: str, what: str) -> dict:
    """``data[key]`` when it is a non-empty mapping (of ``what``); else DataError naming ``path`` and ``key``."""
    found = data[key]
    if not isinstance(found, dict) or not found:
        raise DataError(path, key, f"({key})", f"must be a non-empty mapping of {what}")
    return found


def every_dict(x):
    """Every mapping in a nested structure of mappings and lists (a view, a state), outermost first."""
    if isinstance(x, dict):
        yield x
        for val in x.values():
            yield from every_dict(val)
    elif isinstance(x, list):
        for val in x:
            yield from every_dict(val)


def inline_definitions(spec: dict, file: str, parse, what: str = "card") -> dict[str, dict]:
    """The definitions a scenario or lesson writes inline under ``cards:`` (``key: {...}``), in
    file order: each read by ``parse(file, key, raw, None)`` (the game's data-file schema) and
    shown as of the faction it names, else of "Scenario". DataError naming ``file`` when
    ``cards`` is not a mapping of ``what`` keys to definitions (or as ``parse`` raises)."""
    inline = spec.get("cards") or {}
    if not isinstance(inline, dict):
        raise DataError(file, "cards", "(cards)", f"must be a mapping of {what} keys to definitions")
    out = {}
    for key, raw in inline.items():
        d = parse(file, str(key), raw, None)
        d["faction_name"] = d["faction"] or "Scenario"
        out[str(key)] = d
    return out


def named_record(file: str, entry: str, raw, fields, what: str) -> dict:
    """One named record of a data file (a card, a character, an item), checked at its head: a
    mapping (else DataError on field ``(what)``), every key in ``fields`` (else the key is
    named), and a non-empty ``name``. Returns ``raw`` itself; the fields past ``name`` are the
    caller's to check."""
    if not isinstance(raw, dict):
        raise DataError(file, entry, f"({what})", "must be a mapping of fields")
    for k in raw:
        if k not in fields:
            raise DataError(file, entry, str(k), f"unknown field (known: {', '.join(sorted(fields))})")
    if not isinstance(raw.get("name"), str) or not raw["name"].strip():
        raise DataError(file, entry, "name", "missing or empty")
    return raw


def free_text(file: str, entry: str, raw: dict, field: str = "text") -> str:
    """The optional free text ``raw[field]`` ("" when absent); DataError unless it is a string."""
    value = raw.get(field, "")
    if not isinstance(value, str):
        raise DataError(file, entry, field, "must be a string")
    return value


def read_factions(path: str, data: dict) -> dict:
    """The ``factions`` mapping of a parsed data file (faction key -> ``{name: ...}``), checked:
    present, non-empty, and every faction named; DataError naming ``path`` otherwise."""
    found = data.get("factions")
    if not isinstance(found, dict) or not found:
        raise DataError(path, "factions", "(factions)", "a mapping of faction keys to names is required")
    for fk, fv in found.items():
        if not isinstance(fv, dict) or not isinstance(fv.get("name"), str):
            raise DataError(path, f"factions.{fk}", "name", "each faction needs a name")
    return found


#: the most cards a deck list may add up to when its game gives no size (a count is capped
#: before it is expanded: ``key x1000000000`` must not build a list of a billion keys)
MAX_DECK_CARDS = 1000


def deck_entries(file: str, entry: str, keys, defs: dict, size: int = MAX_DECK_CARDS) -> list[str]:
    """Expand a deck list (``key`` or ``"key xN"`` items) into card keys, checking each; the
    counts may add up to at most ``size`` cards (checked before a count is expanded, so a huge
    count is one DataError naming ``cards[i]``, never a huge list)."""
    if not isinstance(keys, list):
        raise DataError(file, entry, "cards", "must be a list of card keys (or 'key xN')")
    out: list[str] = []
    for i, item in enumerate(keys):
        field = f"cards[{i}]"
        n = 1
        if not isinstance(item, str):
            raise DataError(file, entry, field, f"must be a card key (or 'key xN'), not {short(item)}")
        count = "1"
        if " x" in item:
            item, _, count = item.rpartition(" x")
            digits = count.lstrip("0")
            if not (count.isascii() and count.isdigit()) or not digits:
                raise DataError(file, entry, field, f"bad count in {short(item + ' x' + count)}: "
                                "a whole number of copies, at least 1")
            n = int(digits) if len(digits) <= 9 else size + 1     # never parse a 10^23
        if item not in defs:
            raise DataError(file, entry, field, f"unknown card {short(item)}")
        if len(out) + n > size:
            raise DataError(file, entry, field, f"{short(item + ' x' + count)} takes the deck past "
                            f"{size} cards (a deck has at most {size})")
        out.extend([item] * n)
    return out


def effect_list(file: str, entry: str, field: str, raw, example: str, required: bool = False) -> list:
    """A list of effects as written (``raw``): [] when absent and not ``required``; else it must be a
    non-empty list (DataError naming ``field``, showing ``example``). Each effect is the caller's
    to check (:func:`effect_verb`)."""
    if raw is None:
        if required:
            raise DataError(file, entry, field, "at least one effect is required")
        return []
    if not isinstance(raw, list) or not raw:
        raise DataError(file, entry, field, f"must be a non-empty list of effects like {example}")
    return raw


def effect_verb(file: str, entry: str, where: str, eff, verbs) -> str:
    """The verb of one written effect ``eff`` (a mapping with a ``do`` that is a key of ``verbs``);
    DataError naming ``where`` (or ``where.do``) otherwise."""
    if not isinstance(eff, dict) or "do" not in eff:
        raise DataError(file, entry, where, "an effect is a mapping with 'do'")
    verb = eff["do"]
    if verb not in verbs:
        raise DataError(file, entry, where + ".do", f"unknown effect {short(verb)} (known: {', '.join(verbs)})")
    return verb


def exact_deck(file: str, entry: str, keys, defs: dict, size: int) -> list[str]:
    """:func:`deck_entries` for a game whose decks hold exactly ``size`` cards: the card keys,
    or DataError naming ``cards`` when they add up to another number."""
    out = deck_entries(file, entry, keys, defs, size=size)
    if len(out) != size:
        raise DataError(file, entry, "cards", f"a deck has exactly {size} cards, this one has {len(out)}")
    return out


def cards_and_decks(load_cards, load_decks):
    """A :func:`cached` loader of a game's shipped ``(defs, decks)``: ``load_cards()``, then
    ``load_decks(defs=defs)`` against those very definitions (each file read once)."""
    def load() -> tuple[dict, dict]:
        defs = load_cards()
        return defs, load_decks(defs=defs)
    return cached(load)


def read_decks(path: str, defs: dict, validate_deck) -> dict[str, dict]:
    """A decks file (``decks: {name: {title, cards: [...]}}``); each deck's card list goes
    through the game's ``validate_deck(file, name, cards, defs) -> [keys]``."""
    decks = nonempty_mapping(path, read_yaml(path, "decks"), "decks", "deck names")
    out = {}
    for name, raw in decks.items():
        if not isinstance(raw, dict):
            raise DataError(path, f"decks.{name}", "(deck)", "must be a mapping with title and cards")
        out[str(name)] = {"title": str(raw.get("title", name)),
                          "cards": validate_deck(path, str(name), raw.get("cards"), defs)}
    return out


def cached(load):
    """Load a game's shipped data once (``load()`` runs on first use only)."""
    box: list = []

    def get():
        if not box:
            box.append(load())
        return box[0]
    return get
