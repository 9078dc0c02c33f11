"""Every message as a frozen, keyword-only, self-checking record, and the tables of the
message types each side sends."""

from __future__ import annotations

import dataclasses
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, ClassVar, Final, TypeAlias

import msgpack

from net.protocol.checks import (
    ACTIONS,
    CHOICES,
    DECK_SIZE,
    DECLARATIONS,
    MAX_ARRAY_LEN,
    MAX_CHIPS,
    SEAT_MAX,
    SIZED_ACTIONS,
    VARIANTS,
    Check,
    _bool,
    _chat_text,
    _chips,
    _chips0,
    _choice,
    _client_id,
    _code,
    _count,
    _digest,
    _hand,
    _int,
    _kind,
    _long_text,
    _millis,
    _password,
    _plain_entries,
    _plain_map,
    _player_name,
    _protocol,
    _seat,
    _seat_list,
    _sequence,
    _short_text,
    _table_name,
    _token,
    _wire_card,
    card_from_wire,
    card_to_wire,
)
from net.protocol.errors import (
    ERROR_MESSAGES,
    FATAL_CODES,
    ErrorCode,
    LocalProtocolError,
    ProtocolError,
    RemoteProtocolError,
    _as_remote,
    _bad,
)
from studdesk.engine.actions import ActionKind
from studdesk.engine.actions import LegalAction as EngineLegalAction
from studdesk.engine.cards import HIDDEN, Card, InvalidCardError
from studdesk.engine.config import GameConfig
from studdesk.engine.events import ActionTaken, Street, event_from_dict, event_to_dict
from studdesk.engine.events import Event as EngineEvent
from studdesk.engine.hand import Phase
from studdesk.engine.views import (
    OwnHand,
    TableView,
    config_from_dict,
    config_to_dict,
    own_hand_from_dict,
    own_hand_to_dict,
)
from studdesk.engine.views import SeatView as EngineSeatView

# --------------------------------------------------------------------------------------------
# Records: the machinery behind every message class
# --------------------------------------------------------------------------------------------


def _req(check: Check, *, wire: str | None = None, dump: Callable[[Any], Any] | None = None) -> Any:
    """A required field checked by ``check`` (``wire``: its key on the wire if not its name)."""
    return field(metadata={"check": check, "wire": wire, "dump": dump})


def _opt(
    check: Check,
    default: Any = None,
    *,
    wire: str | None = None,
    dump: Callable[[Any], Any] | None = None,
) -> Any:
    """An optional field: absent or nil on the wire means ``default``."""
    if isinstance(default, (list, dict, set)):
        raise TypeError("use an immutable default")
    return field(default=default, metadata={"check": check, "wire": wire, "dump": dump})


def _nil(check: Check, *, dump: Callable[[Any], Any] | None = None) -> Any:
    """An optional field that is always on the wire, nil included (a map that was sent with
    its nil keys keeps them); absent or nil means None."""
    return field(default=None, metadata={"check": check, "wire": None, "dump": dump, "nil": True})


def _extra() -> Any:
    return field(default_factory=dict, metadata={"extra": True})


class _Record:
    """Base of every message and nested record: validation, wire form, parsing.

    The per-field work of each record class (checking its fields, its wire form, building it
    from checked values) is written out once per class as straight-line code (:func:`_codec`,
    as :mod:`dataclasses` writes ``__init__``): a loop over the fields' metadata at every call
    cost the host more than the rest of a ``table`` message together.

    ``_packed`` keeps the map :func:`packable` made of the record (records are frozen), so a
    record that sits in many messages, as a seat's entry in every connection's ``table``, is
    mapped once; ``_bytes`` and ``_parts`` keep its packed bytes, whole and field by field
    (:func:`net.protocol.framing.record_bytes`), so that it is packed once too."""

    __slots__ = ("_packed", "_bytes", "_parts")

    def __post_init__(self) -> None:
        _codec(type(self)).check(self)

    def _check_together(self) -> None:
        """Rules that tie several fields together; overridden where there are some."""

    def to_wire(self) -> dict[str, Any]:
        """The message as the plain map that goes on the wire (nil fields left out)."""
        return _codec(type(self)).wire(self)

    @classmethod
    def _checked(cls, kwargs: dict[str, Any]) -> Any:
        """The record from values :meth:`from_wire` has already checked one by one (or that
        this side built itself from checked data): the same result as ``cls(**kwargs)``
        without checking every field a second time."""
        return _codec(cls).build(kwargs)

    @classmethod
    def from_wire(cls, obj: Any, path: str = "") -> Any:
        """Build the record from a wire map, checking fields in order, unknown keys last.

        Raises :class:`LocalProtocolError` (parsing functions turn it into a remote one)."""
        if not isinstance(obj, Mapping):
            raise _bad(path or "message", f"must be a map, not {_kind(obj)}")
        codec = _codec(cls)
        kwargs: dict[str, Any] = {}
        for name, key, check, required in codec.parse_fields:
            sub = f"{path}.{key}" if path else key
            value = obj.get(key)
            if value is None:
                if required:
                    raise _bad(sub, "is missing")
                continue
            kwargs[name] = check(value, sub)
        known = codec.known
        unknown = [k for k in obj if k not in known]
        if unknown:
            if not codec.takes_extra:
                raise _bad(f"{path}.{unknown[0]}" if path else str(unknown[0]), "is not known")
            kwargs["extra"] = {k: obj[k] for k in unknown}
        try:
            return codec.build(kwargs)
        except LocalProtocolError as exc:
            if not path or exc.field is None or exc.field.startswith(path):
                raise
            inner = f"{path}.{exc.field}"
            message = exc.message.replace(f"'{exc.field}'", f"'{inner}'", 1)
            raise LocalProtocolError(exc.code, message, field=inner, fatal=exc.fatal) from None


_SpecRow: TypeAlias = tuple[str, str, "Callable[[Any], Any] | None", bool, Any]
_SPECS: dict[type, tuple[_SpecRow, ...]] = {}


def _spec(cls: type) -> tuple[_SpecRow, ...]:
    """A record class's fields, worked out once: name, wire key, dump, whether it is the
    ``extra`` field, and the default (the factory for ``extra``; MISSING when required)."""
    found = _SPECS.get(cls)
    if found is None:
        rows = []
        for f in dataclasses.fields(cls):
            is_extra = bool(f.metadata.get("extra"))
            default = f.default_factory if is_extra else f.default
            rows.append((f.name, f.metadata.get("wire") or f.name, f.metadata.get("dump"),
                         is_extra, default))
        found = _SPECS[cls] = tuple(rows)
    return found


@dataclass(frozen=True, slots=True)
class _Codec:
    """One record class's generated functions (:func:`_codec`)."""

    check: Callable[[Any], None]  # __post_init__: each field through its check
    wire: Callable[[Any], dict[str, Any]]  # to_wire
    pack: Callable[[Any], dict[str, Any]]  # the map msgpack packs (:func:`packable`)
    build: Callable[[dict[str, Any]], Any]  # _checked
    packed: Callable[[Any], bytes]  # record_bytes
    derive: Callable[[Any, dict[str, Any]], Any]  # derive
    # derived_bytes: each field's place among the packed parts and its part's bytes for a value
    parts: dict[str, tuple[int, Callable[[Any, Callable[[Any], bytes]], bytes]]]
    parse_fields: tuple[tuple[str, str, Check, bool], ...]  # from_wire: name, key, check, required
    known: frozenset[str]  # the wire keys of the fields, and "type"
    takes_extra: bool


_CODECS: dict[type, _Codec] = {}


_PACKERS: dict[type, Callable[[Any], dict[str, Any]]] = {}  # each record class's codec.pack
_BYTES: dict[type, Callable[[Any], bytes]] = {}  # each record class's codec.packed


def _codec(cls: type) -> _Codec:
    """``cls``'s generated functions, written out on first use."""
    found = _CODECS.get(cls)
    if found is None:
        found = _CODECS[cls] = _make_codec(cls)
        _PACKERS[cls] = found.pack
        _BYTES[cls] = found.packed
    return found


def _make_codec(cls: type) -> _Codec:
    """Straight-line code for ``cls``'s fields: the same steps, in the same order, as a loop
    over :func:`dataclasses.fields` would take (checks in field order; wire keys in field
    order after ``"type"``, nil fields left out, ``extra`` merged last)."""
    fields = dataclasses.fields(cls)
    env: dict[str, Any] = {"cls": cls, "new": object.__new__, "setattr_": object.__setattr__,
                           "MISSING": dataclasses.MISSING, "SCALARS": _SCALARS, "dump_": _dump,
                           "check_extra": _check_extra}
    check_lines = ["def check(self):"]
    wire_lines = ["def wire(self):"]
    pack_lines = ["def pack(self):",
                  " out = getattr(self, '_packed', None)",
                  " if out is not None:",
                  "  return out"]
    build_lines = ["def build(kwargs):", " obj = new(cls)", " get = kwargs.get"]
    # packed: the record's map as msgpack bytes, from each field's bytes (kept in ``_parts``,
    # a list in the map's order; b"" for a nil field left out, None for one not packed yet)
    parts_lines = ["def packed(self):",
                   " b = getattr(self, '_bytes', None)",
                   " if b is not None:",
                   "  return b",
                   " pack = packer()",
                   " p = getattr(self, '_parts', None)",
                   " if p is None:",
                   "  p = [None] * NPARTS",
                   "  setattr_(self, '_parts', p)"]
    derive_lines = ["def derive(self, changes):", " obj = new(cls)", " get = changes.get"]
    part_index: dict[str, int] = {}
    part_lines: list[str] = []  # derived_bytes: one function per field, its part from a value
    message_type = getattr(cls, "TYPE", None)
    if message_type is not None:
        env["TYPE"] = message_type
        env["TYPE_PART"] = msgpack.packb("type") + msgpack.packb(message_type)
        wire_lines.append(" out = {'type': TYPE}")
        pack_lines.append(" out = {'type': TYPE}")
        parts_lines.append(" p[0] = TYPE_PART")
    else:
        wire_lines.append(" out = {}")
        pack_lines.append(" out = {}")
    env.update(packer=_packer, record_bytes=record_bytes, array_bytes=_array_bytes,
               dumped=_dumped, map_header=_map_header)
    parse_fields = []
    known = {"type"}
    takes_extra = False
    extra_name: str | None = None
    for i, f in enumerate(fields):
        name = f.name
        attr = f"self.{name}"
        if f.metadata.get("extra"):
            takes_extra = True
            extra_name = name
            check_lines.append(f" setattr_(self, {name!r}, check_extra(cls, {attr}))")
            build_lines += [f" v = get({name!r}, MISSING)",
                            f" setattr_(obj, {name!r}, {{}} if v is MISSING"
                            f" else check_extra(cls, v))"]
            derive_lines.append(f" setattr_(obj, {name!r}, get({name!r}, {attr}))")
            continue
        key = f.metadata["wire"] or name
        check = f.metadata["check"]
        dump = f.metadata.get("dump")
        known.add(key)
        required = f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
        parse_fields.append((name, key, check, required))
        env[f"check_{i}"] = check
        check_lines += [f" v = {attr}",
                        " if v is not None:",
                        f"  setattr_(self, {name!r}, check_{i}(v, {key!r}))"]
        if dump is not None:
            env[f"dump_{i}"] = dump
        dumper = f"dump_{i}" if dump is not None else "dump_"
        nil = bool(f.metadata.get("nil"))  # a nil value is kept on the wire, or left out
        guard, ind = ([], " ") if nil else ([" if v is not None:"], "  ")
        wire_lines += [f" v = {attr}", *guard,
                       f"{ind}out[{key!r}] = v if type(v) in SCALARS else {dumper}(v)"]
        pack_lines += [f" v = {attr}", *guard,
                       f"{ind}out[{key!r}] = v if type(v) in SCALARS else dump_{i}(v)"
                       if dump is not None else f"{ind}out[{key!r}] = v"]
        j = part_index[name] = len(part_index) + (message_type is not None)
        env[f"KEY_{i}"] = msgpack.packb(key)
        nested = _NESTED.get(check)  # a record, or a list of records (and nils), in this field
        if nested == "one":
            packed = f"KEY_{i} + record_bytes(v)"
        elif nested == "many":
            packed = f"KEY_{i} + array_bytes(v)"
        elif dump is not None:  # an engine object written as its map: packed once
            env[f"memo_{i}"] = {}
            packed = (f"KEY_{i} + (pack(v) if type(v) in SCALARS"
                      f" else dumped(v, dump_{i}, memo_{i}, pack))")
        else:
            packed = f"KEY_{i} + pack(v)"
        part = packed if nil else f"b'' if v is None else {packed}"
        parts_lines += [f" if p[{j}] is None:", f"  v = {attr}", f"  p[{j}] = {part}"]
        part_lines += [f"def part_{name}(v, pack):", f" return {part}"]
        derive_lines.append(f" setattr_(obj, {name!r}, get({name!r}, {attr}))")
        if required:
            build_lines += [f" v = get({name!r}, MISSING)",
                            " if v is MISSING:",
                            f"  raise TypeError({f'{cls.__name__} needs {name!r}'!r})",
                            f" setattr_(obj, {name!r}, v)"]
        else:
            env[f"default_{i}"] = f.default
            build_lines.append(f" setattr_(obj, {name!r}, get({name!r}, default_{i}))")
    if extra_name is not None:
        wire_lines += [f" extra = self.{extra_name}", " if extra:", "  out.update(extra)"]
        pack_lines += [f" extra = self.{extra_name}", " if extra:", "  out.update(extra)"]
    wire_lines.append(" return out")
    pack_lines += [" setattr_(self, '_packed', out)", " return out"]
    env["NPARTS"] = len(part_index) + (message_type is not None)
    env["PART_INDEX"] = part_index
    parts_lines += [" n = len(p) - p.count(b'')", " body = b''.join(p)"]
    if extra_name is not None:
        parts_lines += [f" extra = self.{extra_name}", " if extra:", "  n += len(extra)",
                        "  body += b''.join([pack(k) + pack(v) for k, v in extra.items()])"]
    parts_lines += [" b = map_header(n) + body", " setattr_(self, '_bytes', b)", " return b"]
    derive_lines += [" p = getattr(self, '_parts', None)",
                     " if p is not None:",
                     "  p = list(p)",
                     "  for name in changes:",
                     "   p[PART_INDEX[name]] = None",
                     "  setattr_(obj, '_parts', p)"]
    together = cls._check_together is not _Record._check_together  # type: ignore[attr-defined]
    if together:
        check_lines.append(" self._check_together()")
        build_lines.append(" obj._check_together()")
        derive_lines.append(" obj._check_together()")
    check_lines.append(" return None")
    build_lines.append(" return obj")
    derive_lines.append(" return obj")
    source = "\n".join([*check_lines, *wire_lines, *pack_lines, *build_lines, *parts_lines,
                        *derive_lines, *part_lines]) + "\n"
    exec(compile(source, f"<record codec {cls.__name__}>", "exec"), env)
    parts = {name: (j, env[f"part_{name}"]) for name, j in part_index.items()}
    return _Codec(check=env["check"], wire=env["wire"], pack=env["pack"], build=env["build"],
                  packed=env["packed"], derive=env["derive"], parts=parts,
                  parse_fields=tuple(parse_fields), known=frozenset(known),
                  takes_extra=takes_extra)


_SCALARS: Final = frozenset({str, int, bool, float, type(None)})


def _dump(value: Any) -> Any:
    kind = type(value)
    if kind in _SCALARS:
        return value
    if kind is tuple or kind is list:
        return [v if type(v) in _SCALARS else _dump(v) for v in value]
    if isinstance(value, _Record):
        return value.to_wire()
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, (list, tuple)):
        return [_dump(v) for v in value]
    return value


def packable(value: Any) -> Any:
    """What msgpack packs in the place of ``value``, a record or a card that sits in a message
    (msgpack's ``default``, :func:`net.protocol.framing.encode_message`): the record's map as
    :meth:`_Record.to_wire` has it, but with its lists, nested records and cards left for
    msgpack to pack as it meets them (a tuple packs as the list it stands for), so that a
    message is packed without first being copied into plain maps and lists."""
    pack = _PACKERS.get(type(value))
    if pack is not None:
        return pack(value)
    if isinstance(value, _Record):
        return _codec(type(value)).pack(value)
    if isinstance(value, Card):
        return str(value)
    raise TypeError(f"{type(value).__name__} is not plain wire data")


# A ``table`` is packed from its records' kept bytes (:func:`record_bytes`): what every
# connection shares (the seat entries, the spectator's seats in a view, the hand's moves) is
# packed once and kept with its record, and a record made from another by changing a few
# fields (:func:`derive`) packs only those. The bytes are msgpack's own for the record's map
# (tested on every frame a played table sends).

_packers = threading.local()  # a Packer is not safe to share between threads


def _packer() -> Callable[[Any], bytes]:
    pack: Callable[[Any], bytes] | None = getattr(_packers, "pack", None)
    if pack is None:
        pack = _packers.pack = msgpack.Packer(default=packable, use_bin_type=True).pack
    return pack


def _map_header(n: int) -> bytes:
    if n < 16:
        return bytes((0x80 | n,))
    return b"\xde" + n.to_bytes(2, "big") if n < 0x10000 else b"\xdf" + n.to_bytes(4, "big")


def _array_header(n: int) -> bytes:
    if n < 16:
        return bytes((0x90 | n,))
    return b"\xdc" + n.to_bytes(2, "big") if n < 0x10000 else b"\xdd" + n.to_bytes(4, "big")


_NIL: Final = b"\xc0"
_MEMO_MAX: Final = 64


def _dumped(value: Any, dump: Callable[[Any], Any], memo: dict[int, tuple[Any, bytes]],
            pack: Callable[[Any], bytes]) -> bytes:
    """An engine object's map (``dump``) packed, kept for the same object (frozen: a game's
    settings, a seat's own hand's words) while it is in use; at most a few are kept."""
    kept = memo.get(id(value))
    if kept is not None and kept[0] is value:
        return kept[1]
    packed = pack(dump(value))
    if len(memo) >= _MEMO_MAX:
        memo.clear()
    memo[id(value)] = (value, packed)
    return packed


def _array_bytes(items: tuple[Any, ...]) -> bytes:
    """A list of records (and nils) packed from the records' kept bytes."""
    return _array_header(len(items)) + b"".join([
        _NIL if item is None else record_bytes(item) for item in items])


def record_bytes(record: Any) -> bytes:
    """The msgpack bytes of ``record``'s map (what ``msgpack.packb(record.to_wire())`` makes),
    packed field by field, each nested record from its own kept bytes; kept with the record
    (records are frozen)."""
    packed: bytes | None = getattr(record, "_bytes", None)
    if packed is not None:
        return packed
    make = _BYTES.get(type(record))
    return make(record) if make is not None else _codec(type(record)).packed(record)


def derive(record: Any, **changes: Any) -> Any:
    """A copy of ``record`` (built from this side's own checked values) with ``changes``: what
    :func:`dataclasses.replace` makes, without checking every field again (the fields tied
    together still are), keeping the packed bytes of the unchanged fields, so that a copy
    that differs in a few fields (a seat's view made from the spectator's) packs only those."""
    return _codec(type(record)).derive(record, changes)


def derived_bytes(record: Any, **changes: Any) -> bytes:
    """What ``record_bytes(derive(record, **changes))`` gives, without making the copy: the
    record's kept bytes field by field (packed first if need be) with the changed fields packed
    in their places. For what is packed once and sent, not kept: each connection's ``table``
    and seat's view, made from the spectator's. A changed list of records may hold, in a
    record's place, a :class:`Packed` (another record's derived bytes). The changes are this
    side's own checked values: the rules that tie fields together are not checked again."""
    codec = _codec(type(record))
    record_bytes(record)
    kept: list[bytes] = record._parts
    parts = list(kept)
    pack = _packer()
    for name, value in changes.items():
        index, part = codec.parts[name]
        parts[index] = part(value, pack)
    n = len(parts) - parts.count(b"")
    body = b"".join(parts)
    extra: dict[str, Any] | None = getattr(record, "extra", None)
    if extra:
        n += len(extra)
        body += b"".join([pack(k) + pack(v) for k, v in extra.items()])
    return _map_header(n) + body


class Holes:
    """``record``'s packed map with the fields ``names`` (in the record's field order) left
    open: :meth:`fill` puts a part in each (the field's key and value packed, as :func:`part`
    and :func:`list_part` make them; b"" leaves the field out) and gives the map's bytes, what
    :func:`derived_bytes` makes of the same changes, in one join. For a record packed many
    times with a few fields changed, once for each connection: every seat's ``table`` and
    view, made from the spectator's."""

    __slots__ = ("_pieces", "_present", "_kept")

    def __init__(self, record: Any, names: Sequence[str]) -> None:
        codec = _codec(type(record))
        record_bytes(record)
        parts: list[bytes] = record._parts
        where = [codec.parts[name][0] for name in names]
        if where != sorted(where):
            raise ValueError(f"the holes {names} are not in the fields' order")
        self._kept = {name: parts[i] for name, i in zip(names, where)}
        # the header, then the bytes before each hole and a place for its part, then the rest
        pieces: list[bytes] = [b""]
        start = 0
        for i in where:
            pieces += [b"".join(parts[start:i]), b""]
            start = i + 1
        tail = b"".join(parts[start:])
        present = sum(1 for i, part in enumerate(parts) if part and i not in where)
        extra: dict[str, Any] | None = getattr(record, "extra", None)
        if extra:
            pack = _packer()
            present += len(extra)
            tail += b"".join([pack(k) + pack(v) for k, v in extra.items()])
        pieces.append(tail)
        pieces[0] = _map_header(present + len(names))  # every hole filled
        self._pieces = pieces
        self._present = present

    def kept(self, name: str) -> bytes:
        """The record's own part for ``name`` (its hole filled as it was)."""
        return self._kept[name]

    def fill(self, *parts: bytes) -> bytes:
        """The map's bytes with ``parts`` in the holes, in the order of ``names``."""
        pieces = self._pieces.copy()
        pieces[2::2] = parts
        if not all(parts):
            pieces[0] = _map_header(self._present + sum(map(bool, parts)))
        return b"".join(pieces)


_KEYS: dict[tuple[type, str], bytes] = {}


def part(cls: type, name: str, value: Any) -> bytes:
    """Field ``name`` of a ``cls`` record holding ``value``, packed as :class:`Holes` takes it:
    its key and its value (b"" for a value left out)."""
    packed: bytes = _codec(cls).parts[name][1](value, _packer())
    return packed


def list_part(cls: type, name: str, items: Sequence[bytes]) -> bytes:
    """Field ``name`` of a ``cls`` record holding a list of records, packed from the records'
    own bytes (``items``; :data:`NIL_BYTES` for a nil), as :class:`Holes` takes it."""
    key = _KEYS.get((cls, name))
    if key is None:
        wire = next(w for n, w, _, _, _ in _spec(cls) if n == name)
        key = _KEYS[cls, name] = msgpack.packb(wire)
    return key + _array_header(len(items)) + b"".join(items)


NIL_BYTES: Final = b"\xc0"  # a nil, packed


@dataclass(frozen=True, slots=True)
class Packed:
    """A record's packed bytes (:func:`derived_bytes`) in the record's place in a list of
    records packed by :func:`derived_bytes` (:func:`record_bytes` takes its ``_bytes``)."""

    _bytes: bytes


def _check_extra(cls: type, value: Any) -> dict[str, Any]:
    if not isinstance(value, Mapping):
        raise _bad("extra", "must be a map")
    if not value:
        return {}
    names = {key for _, key, _, _, _ in _spec(cls)}
    for key in value:
        if not isinstance(key, str) or key in names or key == "type":
            raise _bad(str(key), "cannot be an extra field")
    return _plain_entries(value, "", 2)


_NESTED: dict[Check, str] = {}
"""The checks of fields that hold a record (``"one"``) or a list of records and nils
(``"many"``): their packed bytes are the records' kept bytes (:func:`record_bytes`)."""


def _record(cls: type[_Record]) -> Check:
    def check(value: Any, path: str) -> Any:
        return value if isinstance(value, cls) else cls.from_wire(value, path)

    _NESTED[check] = "one"
    return check


def _records(cls: type[_Record], lo: int, hi: int) -> Check:
    def check(value: Any, path: str) -> tuple[Any, ...]:
        items = _sequence(value, path, lo, hi)
        return tuple(
            v if isinstance(v, cls) else cls.from_wire(v, f"{path}[{i}]") for i, v in enumerate(items)
        )

    _NESTED[check] = "many"
    return check


# --------------------------------------------------------------------------------------------
# Client-to-host messages. Strict: unknown fields are refused.
# --------------------------------------------------------------------------------------------

@dataclass(frozen=True, kw_only=True, slots=True)
class Hello(_Record):
    """The first message: who I am. ``token`` reclaims seats after a reconnect (RULES.md C4)."""

    TYPE: ClassVar[str] = "hello"
    protocol: int = _req(_protocol)
    name: str = _req(_player_name)
    token: str | None = _opt(_token)
    password: str | None = _opt(_password)
    client: str | None = _opt(_short_text)


@dataclass(frozen=True, kw_only=True, slots=True)
class Watch(_Record):
    """Follow the table as a spectator, without a seat."""

    TYPE: ClassVar[str] = "watch"


@dataclass(frozen=True, kw_only=True, slots=True)
class Sit(_Record):
    """Take ``seat`` (any free seat when nil) with ``buy_in`` chips (the table's when nil).
    A connection may hold several seats (hotseat); ``name`` names the player in this seat
    (the connection's name when nil)."""

    TYPE: ClassVar[str] = "sit"
    seat: int | None = _opt(_seat)
    buy_in: int | None = _opt(_chips)
    name: str | None = _opt(_player_name)


@dataclass(frozen=True, kw_only=True, slots=True)
class Stand(_Record):
    """Give up ``seat`` (the only seat held when nil); the chips leave with the player."""

    TYPE: ClassVar[str] = "stand"
    seat: int | None = _opt(_seat)


@dataclass(frozen=True, kw_only=True, slots=True)
class Act(_Record):
    """A decision in hand ``hand``. ``amount`` is the total the bet is brought *to*, only for
    complete, bet and raise, and only needed when more than one size is legal (RULES.md L5)."""

    TYPE: ClassVar[str] = "act"
    hand: int = _req(_hand)
    action: str = _req(_choice(ACTIONS))
    amount: int | None = _opt(_chips)
    seat: int | None = _opt(_seat)

    def _check_together(self) -> None:
        if self.amount is not None and self.action not in SIZED_ACTIONS:
            raise _bad("amount", "is only for complete, bet and raise")


def _real_card(value: Any, path: str) -> str:
    card = _wire_card(str(value) if isinstance(value, Card) else value, path)
    if card == HIDDEN:
        raise _bad(path, "must be a real card, not '??'")
    return card


@dataclass(frozen=True, kw_only=True, slots=True)
class Declare(_Record):
    """The secret declaration in hand ``hand`` (RULES.md W9): ``lo``, ``hi`` or ``both``. It
    binds; nobody is told it until every player still in has declared."""

    TYPE: ClassVar[str] = "declare"
    hand: int = _req(_hand)
    declaration: str = _req(_choice(DECLARATIONS))
    seat: int | None = _opt(_seat)


@dataclass(frozen=True, kw_only=True, slots=True)
class TurnUp(_Record):
    """Roll Your Own's secret choice in hand ``hand`` (RULES.md W11.1): the face-down ``card``
    to turn face up on this street; all the chosen cards are turned up together."""

    TYPE: ClassVar[str] = "turn_up"
    hand: int = _req(_hand)
    card: str = _req(_real_card)
    seat: int | None = _opt(_seat)


@dataclass(frozen=True, kw_only=True, slots=True)
class Ante(_Record):
    """The answer to ``ante_question`` (RULES.md D1): post the ante, or be dealt out."""

    TYPE: ClassVar[str] = "ante"
    hand: int = _req(_hand)
    post: bool = _req(_bool)
    seat: int | None = _opt(_seat)


@dataclass(frozen=True, kw_only=True, slots=True)
class SitOut(_Record):
    """Be dealt out of the coming hands (RULES.md C3) while keeping the seat."""

    TYPE: ClassVar[str] = "sit_out"
    seat: int | None = _opt(_seat)


@dataclass(frozen=True, kw_only=True, slots=True)
class SitBack(_Record):
    """Be dealt in again from the next hand."""

    TYPE: ClassVar[str] = "sit_back"
    seat: int | None = _opt(_seat)


@dataclass(frozen=True, kw_only=True, slots=True)
class Rebuy(_Record):
    """Add ``amount`` chips; only between hands (RULES.md T3)."""

    TYPE: ClassVar[str] = "rebuy"
    amount: int = _req(_chips)
    seat: int | None = _opt(_seat)


@dataclass(frozen=True, kw_only=True, slots=True)
class Chat(_Record):
    """A line of chat, 1 to 300 characters."""

    TYPE: ClassVar[str] = "chat"
    text: str = _req(_chat_text)


@dataclass(frozen=True, kw_only=True, slots=True)
class Settings(_Record):
    """Player settings (RULES.md D1 auto-ante, S2 auto-muck); nil leaves a setting alone."""

    TYPE: ClassVar[str] = "settings"
    auto_muck: bool | None = _opt(_bool)
    auto_ante: bool | None = _opt(_bool)
    seat: int | None = _opt(_seat)


@dataclass(frozen=True, kw_only=True, slots=True)
class Ping(_Record):
    """Are you there? The host answers ``pong`` with the same nonce."""

    TYPE: ClassVar[str] = "ping"
    nonce: int = _req(_count)


@dataclass(frozen=True, kw_only=True, slots=True)
class Leave(_Record):
    """Goodbye: the connection's seats are given up and the connection closes."""

    TYPE: ClassVar[str] = "leave"


@dataclass(frozen=True, kw_only=True, slots=True)
class Approve(_Record):
    """Host control: let a waiting player in (``allow``) or turn them away. Names the player by
    ``client_id`` (from ``knock``) or by ``name``; exactly one of the two."""

    TYPE: ClassVar[str] = "approve"
    client_id: int | None = _opt(_client_id)
    name: str | None = _opt(_player_name)
    allow: bool = _opt(_bool, True)

    def _check_together(self) -> None:
        if (self.client_id is None) == (self.name is None):
            raise _bad("client_id", "or 'name' must be given, and only one of them")


@dataclass(frozen=True, kw_only=True, slots=True)
class Kick(_Record):
    """Host control: remove the player in ``seat`` from the table."""

    TYPE: ClassVar[str] = "kick"
    seat: int = _req(_seat)


@dataclass(frozen=True, kw_only=True, slots=True)
class Pause(_Record):
    """Host control: pause (``on``) or resume the game; a hand under way is finished first."""

    TYPE: ClassVar[str] = "pause"
    on: bool = _req(_bool)


@dataclass(frozen=True, kw_only=True, slots=True)
class EndSession(_Record):
    """Host control: end the session; everyone receives the ledger and is disconnected."""

    TYPE: ClassVar[str] = "end_session"


@dataclass(frozen=True, kw_only=True, slots=True)
class Cover(_Record):
    """Hotseat only (a connection holding several seats): the hand-over cover for ``seat`` is
    ``up`` (nobody may look yet) or down (the player clicked ready). While it is up for the
    acting seat the host holds that seat's decision clock and time bank; when it comes down
    the clock starts fresh with a new ``turn`` (at most ``cover_limit`` seconds of cover per
    decision)."""

    TYPE: ClassVar[str] = "cover"
    seat: int = _req(_seat)
    up: bool = _req(_bool)


@dataclass(frozen=True, kw_only=True, slots=True)
class Landed(_Record):
    """Hand ``hand``'s turn of ``seat`` is on this client's screen: the cards dealt before it
    have landed and the buttons are up. Answers a ``turn`` with ``awaits_landed``; the host
    then starts that decision's clock at once (it never waits longer than the turn's
    ``dealing_ms``)."""

    TYPE: ClassVar[str] = "landed"
    hand: int = _req(_hand)
    seat: int | None = _opt(_seat)


@dataclass(frozen=True, kw_only=True, slots=True)
class Show(_Record):
    """RULES.md O6: the winner of hand ``hand``, whom everyone else folded to, shows their
    cards (after ``show_chance``; they need not)."""

    TYPE: ClassVar[str] = "show"
    hand: int = _req(_hand)
    seat: int | None = _opt(_seat)


# --------------------------------------------------------------------------------------------
# Host-to-client messages. Permissive: the envelope and the fields below are checked, other
# fields are kept in ``extra`` (plain data, cards and seats still checked), so the host can
# grow them without breaking older clients.
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True, slots=True)
class TableSummary(_Record):
    """What kind of table this is (in ``welcome``). Chips are integer cents (RULES.md T2)."""

    name: str = _req(_table_name)
    variant: str = _req(_choice(VARIANTS))
    seats: int = _req(_int(2, SEAT_MAX))
    ante: int = _req(_chips0)
    bring_in: int = _req(_chips)
    small_bet: int = _req(_chips)
    big_bet: int = _req(_chips)
    buy_in: int = _req(_chips)
    stakes: str | None = _opt(_short_text)
    password: bool = _opt(_bool, False)
    extra: dict[str, Any] = _extra()


@dataclass(frozen=True, kw_only=True, slots=True)
class LegalAction(_Record):
    """One choice offered in ``turn``: ``amount`` is what it puts in now, ``to`` the total of
    the player's bet in this round afterwards (both nil for fold, check, show and muck). A
    secret choice (RULES.md W9, W11) gives instead its ``declaration`` (``declare``) or the
    ``card`` it turns up (``turn_up``), answered with those messages."""

    action: str = _req(_choice(ACTIONS + CHOICES))
    amount: int | None = _opt(_chips0)
    to: int | None = _opt(_chips0)
    declaration: str | None = _opt(_choice(DECLARATIONS))
    card: str | None = _opt(_real_card)
    extra: dict[str, Any] = _extra()


@dataclass(frozen=True, kw_only=True, slots=True)
class Welcome(_Record):
    """The answer to a good ``hello``. Keep ``token`` to reconnect (RULES.md C4). ``host`` is
    true on the host's own connection (host-control messages are allowed there); ``seats``
    lists the seats this connection holds, after a reconnect."""

    TYPE: ClassVar[str] = "welcome"
    protocol: int = _req(_protocol)
    token: str = _req(_token)
    client_id: int = _req(_client_id)
    table: TableSummary = _req(_record(TableSummary))
    host: bool = _opt(_bool, False)
    seats: tuple[int, ...] = _opt(_seat_list, ())
    extra: dict[str, Any] = _extra()


@dataclass(frozen=True, kw_only=True, slots=True)
class Error(_Record):
    """Something the client sent was refused. ``message`` is a sentence for a person; after a
    ``fatal`` error the host closes the connection."""

    TYPE: ClassVar[str] = "error"
    code: str = _req(_code)
    message: str = _req(_long_text)
    fatal: bool = _opt(_bool, False)
    extra: dict[str, Any] = _extra()


SEAT_STATES: Final = ("playing", "folded", "all_in", "waiting", "sitting_out")
"""A seat entry's ``state``: in the hand (``playing``, ``folded``, ``all_in``) or not."""


def _bools(lo: int, hi: int) -> Check:
    def check(value: Any, path: str) -> tuple[bool, ...]:
        items = _sequence(value, path, lo, hi)
        return tuple(_bool(v, f"{path}[{i}]") for i, v in enumerate(items))

    return check


def _wire_cards(lo: int, hi: int) -> Check:
    def check(value: Any, path: str) -> tuple[str, ...]:
        items = _sequence(value, path, lo, hi)
        return tuple(_wire_card(str(v) if isinstance(v, Card) else v, f"{path}[{i}]")
                     for i, v in enumerate(items))

    return check


@dataclass(frozen=True, kw_only=True, slots=True)
class SeatEntry(_Record):
    """One occupied seat in ``table`` (PROTOCOL.md, section 4): ``cards`` in the order dealt,
    another seat's down cards as ``"??"`` (H1; none at all for another seat's folded hand),
    ``up`` which of them are face up, ``bet`` this betting round; ``state`` in or out of the
    hand; ``connected`` (C4; bots always), ``bot``, ``client_id`` of the connection holding
    the seat (nil for a bot), ``time_bank_ms`` (C2), ``away`` (sat out by two timeouts, C3),
    ``sitting_out`` and the player's ``auto_ante``/``auto_muck`` settings."""

    seat: int = _req(_seat)
    name: str = _req(_player_name)
    stack: int = _req(_chips0)
    cards: tuple[str, ...] = _req(_wire_cards(0, 11))  # W4: Baseball's extra cards, up to 11
    up: tuple[bool, ...] = _opt(_bools(0, 11), ())
    bet: int = _opt(_chips0, 0)
    state: str | None = _opt(_choice(SEAT_STATES))
    connected: bool = _opt(_bool, True)
    bot: bool = _opt(_bool, False)
    client_id: int | None = _opt(_client_id)
    time_bank_ms: int | None = _opt(_millis)
    away: bool = _opt(_bool, False)
    sitting_out: bool = _opt(_bool, False)
    auto_ante: bool | None = _opt(_bool)
    auto_muck: bool | None = _opt(_bool)
    extra: dict[str, Any] = _extra()

    @property
    def in_hand(self) -> bool:
        """Dealt into the hand in play."""
        return self.state in ("playing", "folded", "all_in")

    @property
    def status(self) -> str:
        """``disconnected`` (C4), ``sitting_out`` (C3 or by choice) or ``playing``."""
        if not self.connected:
            return "disconnected"
        if self.sitting_out or self.state == "sitting_out":
            return "sitting_out"
        return "playing"


def _chip_list(value: Any, path: str) -> tuple[int, ...]:
    items = _sequence(value, path, 0, SEAT_MAX)
    return tuple(_chips0(v, f"{path}[{i}]") for i, v in enumerate(items))




def _seat_entries(value: Any, path: str) -> tuple[SeatEntry | None, ...]:
    items = _sequence(value, path, SEAT_MAX, SEAT_MAX)
    return tuple(
        v if v is None or isinstance(v, SeatEntry) else SeatEntry.from_wire(v, f"{path}[{i}]")
        for i, v in enumerate(items))


_NESTED[_seat_entries] = "many"


FORMAT_KINDS: Final = ("cash", "sng")
FORMAT_MODES: Final = ("fixed", "rotation", "dealers_choice")


def _variant_list(value: Any, path: str) -> tuple[str, ...]:
    items = _sequence(value, path, 1, len(VARIANTS))
    check = _choice(VARIANTS)
    return tuple(check(v, f"{path}[{i}]") for i, v in enumerate(items))


@dataclass(frozen=True, kw_only=True, slots=True)
class Stakes(_Record):
    """A level's stakes in a table's :class:`FormatEntry` (chips)."""

    ante: int = _req(_chips0)
    bring_in: int = _opt(_chips0, 0)
    small_bet: int = _req(_chips0)
    big_bet: int = _req(_chips0)
    extra: dict[str, Any] = _extra()


@dataclass(frozen=True, kw_only=True, slots=True)
class NextLevel(Stakes):
    """The coming level (0-based ``level`` and its stakes) in ``in_hands`` hands still to be
    played at this level, not counting the one in play, or ``in_ms`` of the host's clock (paused
    time excluded; with ``in_ms``, ``running`` false while the host pauses)."""

    level: int = _req(_int(0, 999))
    in_hands: int | None = _opt(_int(0, 10_000))
    in_ms: int | None = _opt(_millis)
    running: bool | None = _opt(_bool)


@dataclass(frozen=True, kw_only=True, slots=True)
class NextGame(_Record):
    """A rotation's coming game: ``variant`` in ``in_hands`` hands."""

    variant: str = _req(_choice(VARIANTS))
    in_hands: int = _req(_int(0, 10_000))
    extra: dict[str, Any] = _extra()


@dataclass(frozen=True, kw_only=True, slots=True)
class FormatEntry(_Record):
    """A night's format in ``table`` (PROTOCOL.md, Formats): its ``kind`` (``format`` on the
    wire: cash or sng), ``games``, ``mode``, the ``game`` now, the 0-based ``level`` of
    ``levels`` (0: the stakes never change) and its ``stakes``, what comes next
    (``next_level``, ``next_game``), the dealer's-choice ``chooser``, and in a sit-and-go
    ``players_left``, ``entrants``, ``paid`` (places paid) and ``pool`` (entry money)."""

    kind: str = _req(_choice(FORMAT_KINDS), wire="format")
    games: tuple[str, ...] = _req(_variant_list)
    mode: str = _req(_choice(FORMAT_MODES))
    game: str = _req(_choice(VARIANTS))
    level: int = _opt(_int(0, 999), 0)
    levels: int = _opt(_int(0, 999), 0)
    stakes: Stakes | None = _opt(_record(Stakes))
    next_level: NextLevel | None = _opt(_record(NextLevel))
    next_game: NextGame | None = _opt(_record(NextGame))
    chooser: int | None = _opt(_seat)
    players_left: int | None = _opt(_int(0, 10_000))
    entrants: int | None = _opt(_int(0, 10_000))
    paid: int | None = _opt(_int(0, 10_000))
    pool: int | None = _opt(_chips0)
    extra: dict[str, Any] = _extra()


def _real_cards(lo: int, hi: int) -> Check:
    def check(value: Any, path: str) -> tuple[str, ...]:
        items = _sequence(value, path, lo, hi)
        return tuple(_real_card(v, f"{path}[{i}]") for i, v in enumerate(items))

    return check


def _wild_ranks(value: Any, path: str) -> tuple[int, ...]:
    items = _sequence(value, path, 0, 13)
    rank = _int(2, 14)
    return tuple(rank(v, f"{path}[{i}]") for i, v in enumerate(items))


def _game_config(value: Any, path: str) -> GameConfig:
    if isinstance(value, GameConfig):
        return value
    data = _plain_map(value, path)
    try:
        return config_from_dict(data)
    except (TypeError, ValueError, KeyError) as exc:
        raise _bad(path, f"is not a game's settings ({exc})") from None


@lru_cache(maxsize=64)
def _config_wire(config: GameConfig) -> dict[str, Any]:
    """A game's settings as the view's ``config`` map (the same few for a whole night)."""
    return config_to_dict(config)


def _own_hand(value: Any, path: str) -> OwnHand:
    if isinstance(value, OwnHand):
        return value
    data = _plain_map(value, path)
    try:
        own = own_hand_from_dict(data)
    except (TypeError, ValueError, KeyError, InvalidCardError) as exc:
        raise _bad(path, f"is not a hand's name ({exc})") from None
    assert own is not None
    return own


_PHASES: Final = tuple(p.value for p in Phase)
_STREET: Final = _int(min(Street), max(Street))


@dataclass(frozen=True, kw_only=True, slots=True)
class SeatView(_Record):
    """One seat of the hand in a :class:`View` (:class:`studdesk.engine.views.SeatView` on the
    wire): ``cards`` in dealing order, a card the viewer may not see as ``"??"`` (H1),
    ``face_up`` which of them are face up, ``bet`` this betting round, ``committed`` this
    hand."""

    seat: int = _req(_seat)
    name: str = _req(_player_name)
    stack: int = _req(_chips0)
    bet: int = _req(_chips0)
    committed: int = _req(_chips0)
    folded: bool = _req(_bool)
    all_in: bool = _req(_bool)
    shown: bool = _req(_bool)
    mucked: bool = _req(_bool)
    cards: tuple[str, ...] = _req(_wire_cards(0, 11))  # W4: Baseball's extra cards, up to 11
    face_up: tuple[bool, ...] = _req(_bools(0, 11))
    extra: dict[str, Any] = _extra()

    def seat_view(self) -> EngineSeatView:
        """The engine's :class:`~studdesk.engine.views.SeatView` of this seat."""
        return EngineSeatView(
            seat=self.seat, name=self.name, stack=self.stack, bet=self.bet,
            committed=self.committed, folded=self.folded, all_in=self.all_in, shown=self.shown,
            mucked=self.mucked, cards=tuple([card_from_wire(c) for c in self.cards]),
            face_up=self.face_up)


@dataclass(frozen=True, kw_only=True, slots=True)
class ViewAction(_Record):
    """A move made this hand, in a :class:`View`'s ``actions``
    (:class:`studdesk.engine.events.ActionTaken`): ``amount`` put in, ``to`` the bet after."""

    seat: int = _req(_seat)
    action: str = _req(_choice(ACTIONS))
    amount: int = _req(_chips0)
    to: int = _req(_chips0)
    all_in: bool = _req(_bool)
    street: int = _req(_STREET)
    extra: dict[str, Any] = _extra()

    @classmethod
    def of(cls, a: ActionTaken) -> ViewAction:
        """The record of an engine move."""
        return cls._checked({  # type: ignore[no-any-return]
            "seat": a.seat, "action": a.action.value, "amount": a.amount, "to": a.to,
            "all_in": a.all_in, "street": int(a.street)})


@dataclass(frozen=True, kw_only=True, slots=True)
class ViewMove(_Record):
    """A legal move of the acting seat, in its own :class:`View`'s ``legal_actions``
    (:class:`studdesk.engine.actions.LegalAction`); while a secret choice is asked (RULES.md
    W9, W11), each seat's own choices, named in ``to`` as the engine names them."""

    action: str = _req(_choice(ACTIONS + CHOICES))
    seat: int = _req(_seat)
    to: int = _req(_chips0)
    amount: int = _req(_chips0)
    all_in: bool = _req(_bool)
    extra: dict[str, Any] = _extra()

    @classmethod
    def of(cls, m: EngineLegalAction) -> ViewMove:
        """The record of an engine legal move."""
        return cls._checked({  # type: ignore[no-any-return]
            "action": m.kind.value, "seat": m.seat, "to": m.to, "amount": m.amount,
            "all_in": m.all_in})


@dataclass(frozen=True, kw_only=True, slots=True)
class View(_Record):
    """The hand as one seat (``viewer``), or a spectator (nil), may see it: the engine's
    :class:`~studdesk.engine.views.TableView` on the wire, one per seat held in ``table``'s
    ``views``. ``seats`` in dealing order (:class:`SeatView`), ``pots`` main pot first,
    ``dead_cards`` the up cards of folded hands, ``actions`` the hand's moves
    (:class:`ViewAction`), ``legal_actions`` only in the acting seat's own view
    (:class:`ViewMove`), ``own_hand`` only in the seat's own view (H1). ``config`` is the
    hand's :class:`~studdesk.engine.config.GameConfig` and ``own_hand`` an
    :class:`~studdesk.engine.views.OwnHand`, each written as its map."""

    hand: int = _req(_hand)
    config: GameConfig = _req(_game_config, dump=_config_wire)
    viewer: int | None = _nil(_seat)
    phase: str = _req(_choice(_PHASES))
    street: int = _req(_STREET)
    acting_seat: int | None = _nil(_seat)
    seats: tuple[SeatView, ...] = _req(_records(SeatView, 0, SEAT_MAX))
    pots: tuple[int, ...] = _req(_chip_list)
    pot_total: int = _req(_chips0)
    current_bet: int = _req(_chips0)
    community: str | None = _nil(_real_card)
    dead_cards: tuple[str, ...] = _req(_real_cards(0, DECK_SIZE))
    actions: tuple[ViewAction, ...] = _req(_records(ViewAction, 0, MAX_ARRAY_LEN))
    legal_actions: tuple[ViewMove, ...] = _req(_records(ViewMove, 0, 16))
    is_open_pair: bool = _req(_bool)
    is_capped: bool = _req(_bool)
    wild_ranks: tuple[int, ...] = _opt(_wild_ranks, ())
    own_hand: OwnHand | None = _nil(_own_hand, dump=own_hand_to_dict)
    extra: dict[str, Any] = _extra()

    def table_view(self) -> TableView:
        """The engine's :class:`~studdesk.engine.views.TableView` this view stands for."""
        return TableView(
            hand=self.hand, config=self.config, viewer=self.viewer, phase=Phase(self.phase),
            street=Street(self.street), acting_seat=self.acting_seat,
            seats=tuple([s.seat_view() for s in self.seats]), pots=self.pots,
            pot_total=self.pot_total, current_bet=self.current_bet,
            community=None if self.community is None else Card.parse(self.community),
            dead_cards=tuple([Card.parse(c) for c in self.dead_cards]),
            actions=tuple([ActionTaken(seat=a.seat, action=ActionKind(a.action),
                                       amount=a.amount, to=a.to, all_in=a.all_in,
                                       street=Street(a.street)) for a in self.actions]),
            legal_actions=tuple([EngineLegalAction(ActionKind(m.action), m.seat, m.to, m.amount,
                                                   m.all_in) for m in self.legal_actions]),
            is_open_pair=self.is_open_pair, is_capped=self.is_capped,
            wild_ranks=self.wild_ranks, own_hand=self.own_hand)

    @classmethod
    def of(cls, v: TableView) -> View:
        """The record of an engine view (the host builds its views more cheaply from the
        spectator's: :mod:`net.table.fanout`; the same record, tested)."""
        return cls._checked({  # type: ignore[no-any-return]
            "hand": v.hand, "config": v.config, "viewer": v.viewer, "phase": v.phase.value,
            "street": int(v.street), "acting_seat": v.acting_seat,
            "seats": tuple([SeatView._checked({
                "seat": s.seat, "name": s.name, "stack": s.stack, "bet": s.bet,
                "committed": s.committed, "folded": s.folded, "all_in": s.all_in,
                "shown": s.shown, "mucked": s.mucked,
                "cards": tuple([card_to_wire(c) for c in s.cards]), "face_up": s.face_up})
                for s in v.seats]),
            "pots": v.pots, "pot_total": v.pot_total, "current_bet": v.current_bet,
            "community": None if v.community is None else str(v.community),
            "dead_cards": tuple([str(c) for c in v.dead_cards]),
            "actions": tuple([ViewAction.of(a) for a in v.actions]),
            "legal_actions": tuple([ViewMove.of(m) for m in v.legal_actions]),
            "is_open_pair": v.is_open_pair, "is_capped": v.is_capped,
            "wild_ranks": v.wild_ranks, "own_hand": v.own_hand})


@dataclass(frozen=True, kw_only=True, slots=True)
class TableState(_Record):
    """The whole table as this connection may see it (RULES.md H1): public state plus this
    connection's own down cards. Sent after ``welcome``, ``sit``, ``watch`` and whenever the
    client may have missed events. ``seats`` holds 8 entries, nil for an empty seat, else a
    :class:`SeatEntry` (see PROTOCOL.md). ``button`` (the fixed stud button's seat, 8: RULES.md
    T1), ``paused``, ``next_hand`` (the number
    the next hand will have); while a hand is in play its ``street``, ``pots`` (main pot first),
    ``to_act``, ``deadline_ms`` (left on the decision timer) and ``community_card`` (D10).
    ``views``: the :class:`View` of the hand for each seat held, or the spectator's (empty
    between hands). ``format``: the night's
    :class:`FormatEntry` (none at a plain cash table)."""

    TYPE: ClassVar[str] = "table"
    hand: int | None = _opt(_hand)
    status: str = _req(_choice(("waiting", "playing", "paused", "ended")))
    seats: tuple[SeatEntry | None, ...] = _req(_seat_entries)
    you: tuple[int, ...] = _opt(_seat_list, ())
    button: int | None = _opt(_seat)
    paused: bool = _opt(_bool, False)
    next_hand: int | None = _opt(_hand)
    street: int | None = _opt(_int(2, 7))
    pots: tuple[int, ...] | None = _opt(_chip_list)
    to_act: int | None = _opt(_seat)
    deadline_ms: int | None = _opt(_millis)
    community_card: str | None = _opt(_real_card)
    views: tuple[View, ...] = _opt(_records(View, 0, SEAT_MAX), ())
    format: FormatEntry | None = _opt(_record(FormatEntry))
    extra: dict[str, Any] = _extra()

    def _check_together(self) -> None:
        for index, entry in enumerate(self.seats):
            if entry is not None and entry.seat != index + 1:
                raise _bad(f"seats[{index}].seat", f"must be {index + 1}")


def _engine_event(value: Any, path: str) -> EngineEvent:
    if isinstance(value, EngineEvent):
        return value
    data = _plain_map(value, path)
    try:
        return event_from_dict(data)
    except ValueError as exc:
        where, _, why = str(exc).partition(": ")
        name = where.split(".", 1)[1] if "." in where else where
        raise _bad(f"{path}.{name}", why or "is not allowed") from None


@dataclass(frozen=True, kw_only=True, slots=True)
class Event(_Record):
    """One engine event of hand ``hand``, already censored for this connection (RULES.md H1).
    ``event`` is the engine's own event object (``studdesk.engine.events``); on the wire it is
    ``event_to_dict``'s map, its class named by ``"type"``. ``timeout``: the host acted for the
    player when their time ran out (C1)."""

    TYPE: ClassVar[str] = "event"
    hand: int = _req(_hand)
    event: EngineEvent = _req(_engine_event, dump=event_to_dict)
    timeout: bool = _opt(_bool, False)
    extra: dict[str, Any] = _extra()


@dataclass(frozen=True, kw_only=True, slots=True)
class Turn(_Record):
    """It is ``seat``'s turn in hand ``hand``: ``deadline_ms`` milliseconds remain (RULES.md
    C1; ``bank_ms`` of time bank after that, C2), and ``actions`` are the legal choices."""

    TYPE: ClassVar[str] = "turn"
    hand: int = _req(_hand)
    seat: int = _req(_seat)
    deadline_ms: int = _req(_millis)
    actions: tuple[LegalAction, ...] = _req(_records(LegalAction, 1, 16))
    bank_ms: int | None = _opt(_millis)
    dealing_ms: int | None = _opt(_millis)  # the part of deadline_ms before the clock starts
    awaits_landed: bool | None = _opt(_bool)  # the clock starts at the seat's ``landed``
    covered: bool | None = _opt(_bool)  # hotseat: held, the clock starts when the cover is down
    extra: dict[str, Any] = _extra()


@dataclass(frozen=True, kw_only=True, slots=True)
class AnteQuestion(_Record):
    """Post the ante for hand ``hand`` in ``seat``? (RULES.md D1; answer with ``ante``)."""

    TYPE: ClassVar[str] = "ante_question"
    hand: int = _req(_hand)
    seat: int = _req(_seat)
    deadline_ms: int = _req(_millis)
    extra: dict[str, Any] = _extra()


def _leaves(value: Any, path: str) -> tuple[str, ...]:
    items = _sequence(value, path, DECK_SIZE, DECK_SIZE)
    return tuple(_digest(v, f"{path}[{i}]") for i, v in enumerate(items))


@dataclass(frozen=True, kw_only=True, slots=True)
class Opening(_Record):
    """The opening of one deck ``position``: its ``card`` and ``salt`` (PROTOCOL.md section
    5; ``net.fairness.Opening`` checks it against the commitment)."""

    position: int = _req(_int(0, DECK_SIZE - 1))
    card: str = _req(_real_card)
    salt: str = _req(_digest)
    extra: dict[str, Any] = _extra()


@dataclass(frozen=True, kw_only=True, slots=True)
class Commit(_Record):
    """Before the first card of hand ``hand``: the commitment to every deck position and to the
    D10 seed (``net.fairness``, PROTOCOL.md section 5)."""

    TYPE: ClassVar[str] = "commit"
    hand: int = _req(_hand)
    scheme: str = _req(_short_text)
    leaves: tuple[str, ...] = _req(_leaves)
    seed: str = _req(_digest)
    digest: str = _req(_digest)
    extra: dict[str, Any] = _extra()


@dataclass(frozen=True, kw_only=True, slots=True)
class Reveal(_Record):
    """After hand ``hand``, to everyone: the openings of the positions shown to the table, and
    the D10 seed when the hand was reshuffled. Never a card nobody saw (RULES.md H3). ``phh``:
    the hand's history as this connection saw it (PHH text)."""

    TYPE: ClassVar[str] = "reveal"
    hand: int = _req(_hand)
    openings: tuple[Opening, ...] = _opt(_records(Opening, 0, DECK_SIZE), ())
    seed: str | None = _opt(_digest)
    phh: str | None = _opt(_long_text)
    extra: dict[str, Any] = _extra()


@dataclass(frozen=True, kw_only=True, slots=True)
class Openings(_Record):
    """After hand ``hand``, to the connection holding ``seat`` only: the openings of that
    seat's own down cards that were never shown."""

    TYPE: ClassVar[str] = "openings"
    hand: int = _req(_hand)
    seat: int = _req(_seat)
    openings: tuple[Opening, ...] = _opt(_records(Opening, 0, DECK_SIZE), ())
    extra: dict[str, Any] = _extra()


# --- a table nobody deals (net/TRUSTLESS.md): the devices' messages, relayed by the host. Each
# value is checked here for its shape (32-byte points and scalars as binary); its mathematics
# (a point in the group, a proof that checks) by net.table.trustless, which names the device.

POINT_BYTES: Final = 32
MAX_DEVICES: Final = 8


def _bin(size: int) -> Check:
    def check(value: Any, path: str) -> bytes:
        if not isinstance(value, bytes):
            raise _bad(path, f"must be binary data, not {_kind(value)}")
        if len(value) != size:
            raise _bad(path, f"must be {size} bytes")
        return value

    return check


def _bins(lo: int, hi: int) -> Check:
    one = _bin(POINT_BYTES)

    def check(value: Any, path: str) -> tuple[bytes, ...]:
        items = _sequence(value, path, lo, hi)
        return tuple(one(v, f"{path}[{i}]") for i, v in enumerate(items))

    return check


def _session_id(value: Any, path: str) -> bytes:
    if not isinstance(value, bytes) or not 8 <= len(value) <= 64:
        raise _bad(path, "must be 8 to 64 bytes of binary data")
    return value


def _masked_deck(value: Any, path: str) -> tuple[tuple[bytes, ...], ...]:
    pair = _bins(2, 2)
    items = _sequence(value, path, DECK_SIZE, DECK_SIZE)
    return tuple(pair(v, f"{path}[{i}]") for i, v in enumerate(items))


def _shuffle_proof(value: Any, path: str) -> tuple[tuple[bytes, ...], ...]:
    """[c_1..c_N], [ĉ_1..ĉ_N], [c, s1..s5], [ŝ_1..ŝ_N], [s'_1..s'_N] (net/TRUSTLESS.md § 8)."""
    items = _sequence(value, path, 5, 5)
    sizes = (DECK_SIZE, DECK_SIZE, 6, DECK_SIZE, DECK_SIZE)
    return tuple(_bins(n, n)(v, f"{path}[{i}]") for i, (v, n) in enumerate(zip(items, sizes)))


_point: Final = _bin(POINT_BYTES)
MAX_CHECK_US: Final = 600_000_000
"""The longest check a device may say it took (ten minutes, in microseconds)."""
_device: Final = _short_text


@dataclass(frozen=True, kw_only=True, slots=True)
class DealSetup(_Record):
    """To a connection that holds a seat at a table nobody deals, once a session: the table's
    ``session`` id and the ``device`` name its key is proved under; it answers ``deal_key``."""

    TYPE: ClassVar[str] = "deal_setup"
    session: bytes = _req(_session_id)
    device: str = _req(_device)
    extra: dict[str, Any] = _extra()


@dataclass(frozen=True, kw_only=True, slots=True)
class DealKey(_Record):
    """A device's public key ``public`` with its Schnorr proof ``proof`` (c, s): the answer to
    ``deal_setup``, and each key of a hand's ``deal_hand``."""

    TYPE: ClassVar[str] = "deal_key"
    device: str = _req(_device)
    public: bytes = _req(_point)
    proof: tuple[bytes, ...] = _req(_bins(2, 2))
    #: How long the device took, when it made its key, to check one reveal token and one proof
    #: of a shuffle of 8 cards (microseconds; a phone page sends them): the host's forecast of
    #: its cost per hand (net/TRUSTLESS.md § 13, "What the table says, and when").
    token_check_us: int | None = _opt(_int(1, MAX_CHECK_US))
    shuffle8_check_us: int | None = _opt(_int(1, MAX_CHECK_US))
    extra: dict[str, Any] = _extra()


@dataclass(frozen=True, kw_only=True, slots=True)
class DealPlayer(_Record):
    """A player dealt in: ``seat``, its ``stack`` when the hand starts and its ``auto_muck``
    setting (RULES.md S2: its device mucks a beaten hand unasked)."""

    seat: int = _req(_seat)
    stack: int = _req(_chips)
    auto_muck: bool = _opt(_bool, True)
    extra: dict[str, Any] = _extra()


@dataclass(frozen=True, kw_only=True, slots=True)
class DealMove(_Record):
    """A move of the hand (the engine's): ``seat``, ``action`` and its ``to`` where it has one
    (a street total, or a choice's number)."""

    seat: int = _req(_seat)
    action: str = _req(_short_text)
    to: int | None = _opt(_int(0, MAX_CHIPS))
    extra: dict[str, Any] = _extra()


@dataclass(frozen=True, kw_only=True, slots=True)
class DealHand(_Record):
    """Hand ``hand`` is dealt by ``keys``' devices, which shuffle in this order; ``config`` and
    ``players`` let each device follow the hand on its own copy of the engine, so that it knows
    which deck position goes to which seat without taking the host's word for it."""

    TYPE: ClassVar[str] = "deal_hand"
    hand: int = _req(_hand)
    keys: tuple[DealKey, ...] = _req(_records(DealKey, 1, MAX_DEVICES))
    config: GameConfig = _req(_game_config, dump=_config_wire)
    players: tuple[DealPlayer, ...] = _req(_records(DealPlayer, 2, SEAT_MAX))
    extra: dict[str, Any] = _extra()


@dataclass(frozen=True, kw_only=True, slots=True)
class DealShuffle(_Record):
    """``device``'s shuffle of hand ``hand``: the 52 masked cards (a, b) and its proof. A device
    sends its own when it is next; the host sends each one on to every device."""

    TYPE: ClassVar[str] = "deal_shuffle"
    hand: int = _req(_hand)
    device: str = _req(_device)
    deck: tuple[tuple[bytes, ...], ...] = _req(_masked_deck)
    proof: tuple[tuple[bytes, ...], ...] = _req(_shuffle_proof)
    extra: dict[str, Any] = _extra()


@dataclass(frozen=True, kw_only=True, slots=True)
class DealCard(_Record):
    """One deck ``position`` being opened: dealt to ``seat`` (``owner`` its device), face
    ``up`` or down; ``show``: its owner puts this down card on the table (the showdown)."""

    position: int = _req(_int(0, DECK_SIZE - 1))
    seat: int = _req(_seat)
    owner: str = _req(_device)
    up: bool = _opt(_bool, False)
    show: bool = _opt(_bool, False)
    extra: dict[str, Any] = _extra()


@dataclass(frozen=True, kw_only=True, slots=True)
class DealOpen(_Record):
    """To every device: the cards the next step of hand ``hand`` deals or shows; each device
    answers with its tokens (``deal_tokens``) as net/TRUSTLESS.md § 7 says. Burned and undealt
    positions are never listed (RULES.md H3). ``moves``: the moves made since the last
    ``deal_open``, then the one this step is for (none for the first street): each device
    makes them on its own copy of the hand and checks ``cards`` against what that deals."""

    TYPE: ClassVar[str] = "deal_open"
    hand: int = _req(_hand)
    cards: tuple[DealCard, ...] = _req(_records(DealCard, 1, DECK_SIZE))
    moves: tuple[DealMove, ...] = _opt(_records(DealMove, 0, MAX_ARRAY_LEN), ())
    extra: dict[str, Any] = _extra()


@dataclass(frozen=True, kw_only=True, slots=True)
class DealToken(_Record):
    """``device``'s reveal token for ``position``, for ``recipient`` (a device, or ``*`` for
    everyone): its share and Chaum-Pedersen proof (c, s)."""

    device: str = _req(_device)
    position: int = _req(_int(0, DECK_SIZE - 1))
    recipient: str = _req(_device)
    share: bytes = _req(_point)
    proof: tuple[bytes, ...] = _req(_bins(2, 2))
    extra: dict[str, Any] = _extra()


@dataclass(frozen=True, kw_only=True, slots=True)
class DealTokens(_Record):
    """Reveal tokens of hand ``hand``: a device's to the host, and the host's relay of them to
    the devices they are for (a down card's only to its owner's)."""

    TYPE: ClassVar[str] = "deal_tokens"
    hand: int = _req(_hand)
    tokens: tuple[DealToken, ...] = _req(_records(DealToken, 1, MAX_DEVICES * DECK_SIZE))
    extra: dict[str, Any] = _extra()


@dataclass(frozen=True, kw_only=True, slots=True)
class DealShowdown(_Record):
    """The showdown of hand ``hand`` at a table nobody deals, one ``seat`` at a time in S2's
    order (net/TRUSTLESS.md § 11). From the host to every device: without ``show``, it is
    ``seat``'s turn (its device decides); with it, ``seat`` showed (its cards' tokens follow) or
    mucked (its cards are never opened: RULES.md H3). ``moves``: as ``deal_open``'s, the moves
    made since the last ``deal_open``. From a device to the host: its decision for its own
    ``seat`` (``show`` required), a show followed by its tokens (``deal_tokens``)."""

    TYPE: ClassVar[str] = "deal_showdown"
    hand: int = _req(_hand)
    seat: int = _req(_seat)
    show: bool | None = _opt(_bool)
    moves: tuple[DealMove, ...] = _opt(_records(DealMove, 0, MAX_ARRAY_LEN), ())
    extra: dict[str, Any] = _extra()


@dataclass(frozen=True, kw_only=True, slots=True)
class ChatLine(_Record):
    """A line of chat from ``sender`` (``"from"`` on the wire); ``seat`` nil for a spectator,
    ``client_id`` nil for the table itself."""

    TYPE: ClassVar[str] = "chat"
    sender: str = _req(_player_name, wire="from")
    text: str = _req(_chat_text)
    seat: int | None = _opt(_seat)
    client_id: int | None = _opt(_client_id)
    extra: dict[str, Any] = _extra()


@dataclass(frozen=True, kw_only=True, slots=True)
class LedgerRow(_Record):
    """One player in ``ledger``: ``bought`` (chips bought in, rebuys included), ``stack``
    (chips now: at the table plus taken away), ``net`` (``stack - bought``), ``seat`` (nil
    once the player left), ``bot``; ``others`` in the one row that sums the rest of a long
    ledger ("Others (N)"); a sit-and-go entrant's ``place`` and ``prize``."""

    name: str = _req(_player_name)
    bought: int = _req(_chips0)
    stack: int = _req(_chips0)
    net: int | None = _opt(_int(-MAX_CHIPS, MAX_CHIPS))
    seat: int | None = _opt(_seat)
    bot: bool = _opt(_bool, False)
    others: int | None = _opt(_count)
    place: int | None = _opt(_int(1, 10_000))
    prize: int | None = _opt(_chips0)
    extra: dict[str, Any] = _extra()

    @property
    def won(self) -> int:
        """Chips up (or down, below 0): ``net``, or ``stack - bought`` when it is not sent."""
        return self.stack - self.bought if self.net is None else self.net


@dataclass(frozen=True, kw_only=True, slots=True)
class Ledger(_Record):
    """Who bought in for how much and what they have now (at most 256 :class:`LedgerRow`);
    ``final`` at the end of the session."""

    TYPE: ClassVar[str] = "ledger"
    entries: tuple[LedgerRow, ...] = _req(_records(LedgerRow, 0, 256))
    final: bool = _opt(_bool, False)
    extra: dict[str, Any] = _extra()


@dataclass(frozen=True, kw_only=True, slots=True)
class Pong(_Record):
    """The answer to ``ping``."""

    TYPE: ClassVar[str] = "pong"
    nonce: int = _req(_count)
    extra: dict[str, Any] = _extra()


@dataclass(frozen=True, kw_only=True, slots=True)
class Joined(_Record):
    """``name`` joined the table, in ``seat`` or as a spectator (seat nil)."""

    TYPE: ClassVar[str] = "joined"
    client_id: int = _req(_client_id)
    name: str = _req(_player_name)
    seat: int | None = _opt(_seat)
    extra: dict[str, Any] = _extra()


@dataclass(frozen=True, kw_only=True, slots=True)
class Left(_Record):
    """``name`` left ``seat`` (or stopped watching); ``reason`` is an error code or nil."""

    TYPE: ClassVar[str] = "left"
    client_id: int = _req(_client_id)
    name: str = _req(_player_name)
    seat: int | None = _opt(_seat)
    reason: str | None = _opt(_code)
    extra: dict[str, Any] = _extra()


@dataclass(frozen=True, kw_only=True, slots=True)
class Knock(_Record):
    """To the host's own connection: ``name`` is waiting to be let in (answer with ``approve``)."""

    TYPE: ClassVar[str] = "knock"
    client_id: int = _req(_client_id)
    name: str = _req(_player_name)
    extra: dict[str, Any] = _extra()


@dataclass(frozen=True, kw_only=True, slots=True)
class ShowChance(_Record):
    """To the connection of ``seat`` only: everyone else folded in hand ``hand`` (RULES.md O6);
    the seat may answer ``show`` within ``deadline_ms`` (the cards stay secret otherwise)."""

    TYPE: ClassVar[str] = "show_chance"
    hand: int = _req(_hand)
    seat: int = _req(_seat)
    deadline_ms: int = _req(_millis)
    extra: dict[str, Any] = _extra()


MAX_NOTICE_SECONDS: Final = 3600
"""The longest wait a ``notice`` says (its ``seconds``)."""


@dataclass(frozen=True, kw_only=True, slots=True)
class Notice(_Record):
    """Something the table tells every client, by ``code`` with its arguments (the client
    words it in its own language, :data:`NOTICE_CODES`): ``hand_voided`` (hand ``hand`` was
    interrupted by a host restart and voided; every chip went back where it was when it
    started), ``sat_out`` (``name`` in ``seat`` timed out twice and is sitting out, C3),
    ``removed`` (the host removed ``name``), ``ending`` (the host ends the session after this
    hand), ``rebuy`` (``name`` in ``seat`` bought ``amount`` more chips: ``stack`` now, T3),
    ``removed_in_hand`` (to the removed player only: in hand ``hand`` their cards are folded,
    the ``amount`` put in stays in the pot, ``stack`` leaves with them), ``removed_all_in``
    (the same for a player all in: the hand is played out for them, the ledger gets what it
    brings), ``no_deal_key`` (to one connection at a table nobody deals: its ``seat`` is not
    dealt in, its device sent no key), ``slow_device`` (at a table nobody deals, before a hand:
    the device of ``name`` in ``seat`` needs about ``seconds`` before the hand's first card)."""

    TYPE: ClassVar[str] = "notice"
    code: str = _req(_code)
    hand: int | None = _opt(_hand)
    name: str | None = _opt(_player_name)
    seat: int | None = _opt(_seat)
    amount: int | None = _opt(_chips0)
    stack: int | None = _opt(_chips0)
    seconds: int | None = _opt(_int(1, MAX_NOTICE_SECONDS))
    extra: dict[str, Any] = _extra()


NOTICE_CODES: Final = ("hand_voided", "sat_out", "removed", "ending", "rebuy",
                       "removed_in_hand", "removed_all_in", "no_deal_key", "slow_device")
"""The notice codes this version sends (a client words a code it does not know as nothing)."""


# --------------------------------------------------------------------------------------------
# Formats (PROTOCOL.md, "Formats"): levels, mixed games, dealer's choice, sit-and-go.
# --------------------------------------------------------------------------------------------

ANNOUNCE_KINDS: Final = ("level", "game")
MAX_FIELD: Final = 64  # places in one standings message


def _name_list(value: Any, path: str) -> tuple[str, ...]:
    items = _sequence(value, path, 0, MAX_FIELD)
    return tuple(_player_name(v, f"{path}[{i}]") for i, v in enumerate(items))


@dataclass(frozen=True, kw_only=True, slots=True)
class Place(_Record):
    """One placed player in ``standings``: ``place`` (shared by players out in the same hand
    with the same stack), ``name`` and ``prize``."""

    place: int = _req(_int(1, MAX_FIELD))
    name: str = _req(_player_name)
    prize: int = _req(_chips0)
    extra: dict[str, Any] = _extra()


@dataclass(frozen=True, kw_only=True, slots=True)
class Choose(_Record):
    """Dealer's choice: the chooser's pick of ``variant`` for the coming round (answers
    ``choose_game``; only from the connection holding ``seat``, before the deadline)."""

    TYPE: ClassVar[str] = "choose"
    variant: str = _req(_choice(VARIANTS))
    seat: int | None = _opt(_seat)


@dataclass(frozen=True, kw_only=True, slots=True)
class ChooseGame(_Record):
    """To the chooser: pick the game of the next ``hands`` hands from ``options`` within
    ``deadline_ms`` (RULES.md C1's timer); no answer keeps ``current``."""

    TYPE: ClassVar[str] = "choose_game"
    seat: int = _req(_seat)
    options: tuple[str, ...] = _req(_variant_list)
    current: str = _req(_choice(VARIANTS))
    deadline_ms: int = _req(_millis)
    hands: int = _req(_int(1, 10_000))
    extra: dict[str, Any] = _extra()


@dataclass(frozen=True, kw_only=True, slots=True)
class Announce(_Record):
    """What changes next: a level (``kind`` "level": its 0-based ``level`` and stakes) or a
    game (``kind`` "game": ``variant``), in ``in_hands`` hands or ``in_ms`` milliseconds of
    the host's clock (0: from this hand). A dealer's choice names the ``chooser`` (seat) and
    whether the choice ``timed_out``. Clients word it in their own language; ``text`` is an
    English line older hosts sent (this one sends none)."""

    TYPE: ClassVar[str] = "announce"
    kind: str = _req(_choice(ANNOUNCE_KINDS))
    text: str | None = _opt(_long_text)
    level: int | None = _opt(_int(0, 999))
    ante: int | None = _opt(_chips0)
    bring_in: int | None = _opt(_chips)
    small_bet: int | None = _opt(_chips)
    big_bet: int | None = _opt(_chips)
    variant: str | None = _opt(_choice(VARIANTS))
    in_hands: int | None = _opt(_int(0, 10_000))
    in_ms: int | None = _opt(_millis)
    chooser: int | None = _opt(_seat)
    timed_out: bool | None = _opt(_bool)
    extra: dict[str, Any] = _extra()

    def _check_together(self) -> None:
        if self.kind == "level" and (self.level is None or self.small_bet is None):
            raise _bad("level", "is needed in a level announcement")
        if self.kind == "game" and self.variant is None:
            raise _bad("variant", "is needed in a game announcement")


@dataclass(frozen=True, kw_only=True, slots=True)
class Eliminated(_Record):
    """``name`` is out of the tournament in ``place`` (shared with others out in the same hand
    with the same stack) after hand ``hand``, winning ``prize``."""

    TYPE: ClassVar[str] = "eliminated"
    name: str = _req(_player_name)
    place: int = _req(_int(1, MAX_FIELD))
    prize: int = _req(_chips0)
    hand: int = _req(_hand)
    seat: int | None = _opt(_seat)
    extra: dict[str, Any] = _extra()


@dataclass(frozen=True, kw_only=True, slots=True)
class Standings(_Record):
    """The tournament's places so far (best first; players still in are not placed until it
    ends), its ``pool`` of entries and the ``alive`` players' names; ``final`` at the end, when
    the prizes add up to the pool."""

    TYPE: ClassVar[str] = "standings"
    places: tuple[Place, ...] = _req(_records(Place, 0, MAX_FIELD))
    pool: int = _req(_chips0)
    alive: tuple[str, ...] = _opt(_name_list, ())
    final: bool = _opt(_bool, False)
    entrants: int | None = _opt(_int(1, 10_000))
    extra: dict[str, Any] = _extra()


# --------------------------------------------------------------------------------------------
# The tables: every message type of each direction, in one place.
# --------------------------------------------------------------------------------------------

ClientMessage: TypeAlias = (
    Hello | Watch | Sit | Stand | Act | Ante | SitOut | SitBack | Rebuy | Chat | Settings | Ping
    | Leave | Approve | Kick | Pause | EndSession | Choose | Cover | Show | Landed | Declare
    | TurnUp | DealKey | DealShuffle | DealTokens | DealShowdown
)
HostMessage: TypeAlias = (
    Welcome | Error | TableState | Event | Turn | AnteQuestion | Commit | Reveal | Openings
    | ChatLine | Ledger | Pong | Joined | Left | Knock | ChooseGame | Announce | Eliminated
    | Standings | ShowChance | Notice | DealSetup | DealHand | DealShuffle | DealOpen | DealTokens
    | DealShowdown
)
Message: TypeAlias = ClientMessage | HostMessage

CLIENT_MESSAGES: Final[Mapping[str, type[ClientMessage]]] = {
    "hello": Hello,
    "watch": Watch,
    "sit": Sit,
    "stand": Stand,
    "act": Act,
    "ante": Ante,
    "sit_out": SitOut,
    "sit_back": SitBack,
    "rebuy": Rebuy,
    "chat": Chat,
    "settings": Settings,
    "ping": Ping,
    "leave": Leave,
    "choose": Choose,
    "cover": Cover,
    "show": Show,
    "landed": Landed,
    "declare": Declare,
    "turn_up": TurnUp,
    "deal_key": DealKey,  # a table nobody deals (net/TRUSTLESS.md)
    "deal_shuffle": DealShuffle,
    "deal_tokens": DealTokens,
    "deal_showdown": DealShowdown,
    # host control: the host accepts these only from its own connection
    "approve": Approve,
    "kick": Kick,
    "pause": Pause,
    "end_session": EndSession,
}
HOST_CONTROL: Final = frozenset({"approve", "kick", "pause", "end_session"})

HOST_MESSAGES: Final[Mapping[str, type[HostMessage]]] = {
    "welcome": Welcome,
    "error": Error,
    "table": TableState,
    "event": Event,
    "turn": Turn,
    "ante_question": AnteQuestion,
    "commit": Commit,
    "reveal": Reveal,
    "openings": Openings,
    "chat": ChatLine,
    "ledger": Ledger,
    "pong": Pong,
    "joined": Joined,
    "left": Left,
    "knock": Knock,
    "choose_game": ChooseGame,
    "announce": Announce,
    "eliminated": Eliminated,
    "standings": Standings,
    "show_chance": ShowChance,
    "notice": Notice,
    "deal_setup": DealSetup,  # a table nobody deals (net/TRUSTLESS.md)
    "deal_hand": DealHand,
    "deal_shuffle": DealShuffle,
    "deal_open": DealOpen,
    "deal_tokens": DealTokens,
    "deal_showdown": DealShowdown,
}


def _parse(table: Mapping[str, type[Any]], obj: Any) -> Any:
    if not isinstance(obj, Mapping):
        raise RemoteProtocolError(ErrorCode.MALFORMED, "A message must be a map.")
    message_type = obj.get("type")
    if not isinstance(message_type, str):
        raise RemoteProtocolError(ErrorCode.MALFORMED, "A message must have a 'type'.")
    cls = table.get(message_type)
    if cls is None:
        raise RemoteProtocolError(
            ErrorCode.BAD_TYPE, f"Unknown message type {message_type[:40]!r}.", field="type"
        )
    try:
        return cls.from_wire(obj)
    except LocalProtocolError as exc:
        raise _as_remote(exc) from None


def parse_client_message(obj: Any) -> ClientMessage:
    """The client message a decoded map holds; raises :class:`RemoteProtocolError`.

    >>> parse_client_message({"type": "act", "hand": 3, "action": "raise", "amount": 800})
    Act(hand=3, action='raise', amount=800, seat=None)
    >>> parse_client_message({"type": "sit", "seat": 9})
    Traceback (most recent call last):
    ...
    net.protocol.errors.RemoteProtocolError: bad_field: Field 'seat' must be between 1 and 8.
    """
    message: ClientMessage = _parse(CLIENT_MESSAGES, obj)
    return message


def parse_host_message(obj: Any) -> HostMessage:
    """The host message a decoded map holds; raises :class:`RemoteProtocolError`."""
    message: HostMessage = _parse(HOST_MESSAGES, obj)
    return message


def make_error(code: str, message: str | None = None, *, fatal: bool | None = None) -> Error:
    """The ``error`` message for ``code``, with its standard sentence unless one is given.

    >>> make_error(ErrorCode.SEAT_TAKEN).to_wire()
    {'type': 'error', 'code': 'seat_taken', 'message': 'That seat is taken.', 'fatal': False}
    """
    text = message if message is not None else ERROR_MESSAGES.get(code, "The table refused that.")
    return Error(code=str(code), message=text, fatal=code in FATAL_CODES if fatal is None else fatal)


def error_for(exc: ProtocolError) -> Error:
    """The ``error`` message that reports ``exc`` to the peer."""
    return make_error(exc.code, exc.message, fatal=exc.fatal)


