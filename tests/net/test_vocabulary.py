"""One typed vocabulary: the host builds every message as its typed record
(net/protocol/messages.py) and the client parses it back into the same record."""

from __future__ import annotations

import ast
from pathlib import Path

from net import protocol as P
from tests.net.tablekit import Auto, Kit, kit_options

NET = Path(P.__file__).resolve().parents[1]


def _message_dicts(tree: ast.AST) -> list[int]:
    """Lines of ``{"type": ...}`` literals and ``dict(type=...)`` calls, but for those in a
    record's own ``to_wire`` (a method of a class that names its ``TYPE``, or of the base
    such classes derive from): that is the one place a record's wire map is made."""
    inside_to_wire: set[ast.AST] = set()
    classes = [c for c in ast.walk(tree) if isinstance(c, ast.ClassDef)]
    typed = {c.name for c in classes if any(
        isinstance(s, ast.AnnAssign) and isinstance(s.target, ast.Name)
        and s.target.id == "TYPE" for s in c.body)}
    bases = {b.id for c in classes if c.name in typed for b in c.bases
             if isinstance(b, ast.Name)}
    for cls in classes:
        if cls.name in typed | bases:
            for item in cls.body:
                if isinstance(item, ast.FunctionDef) and item.name == "to_wire":
                    inside_to_wire.update(ast.walk(item))
    lines = []
    for node in ast.walk(tree):
        if node in inside_to_wire:
            continue
        literal = isinstance(node, ast.Dict) and any(
            isinstance(k, ast.Constant) and k.value == "type" for k in node.keys)
        call = isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
            and node.func.id == "dict" and any(k.arg == "type" for k in node.keywords)
        if literal or call:
            lines.append(node.lineno)
    return lines


def test_the_walk_finds_a_message_built_as_a_dict() -> None:
    tree = ast.parse('x = {"type": "table", "seats": []}\ny = dict(type="ledger")\n')
    assert _message_dicts(tree) == [1, 2]


def test_the_walk_passes_over_only_a_records_own_wire_form() -> None:
    tree = ast.parse(
        "class _Frame:\n"
        "    TYPE: ClassVar[str]\n"
        "    def to_wire(self):\n"
        "        return {'type': self.TYPE}\n"  # the record's wire map: passed over
        "    def other(self):\n"
        "        return {'type': 'x'}\n"  # line 6
        "class Loose:\n"
        "    def to_wire(self):\n"
        "        return {'type': 'y'}\n"  # line 9: no record, still a bare dict
        "def send():\n"
        "    return dict(type='z')\n")  # line 11
    assert sorted(_message_dicts(tree)) == [6, 9, 11]


def test_no_host_message_is_built_as_a_bare_dict_in_net() -> None:
    found = []
    for path in sorted(NET.rglob("*.py")):
        for line in _message_dicts(ast.parse(path.read_text(encoding="utf-8"))):
            found.append(f"{path.relative_to(NET.parent)}:{line}")
    assert not found, f"messages built as dicts, not as their records: {found}"


def _frames(raw: bytes) -> list[dict[str, object]]:
    out, pos = [], 0
    while pos < len(raw):
        (size,) = P.HEADER.unpack_from(raw, pos)
        pos += P.HEADER.size
        out.append(P.decode_payload(raw[pos:pos + size]))
        pos += size
    return out


def test_every_frame_the_host_sends_is_exactly_its_records_wire_form() -> None:
    """A table with a person, bots, a spectator and the host's own connection plays hands:
    each frame decodes to the map its parsed record writes back (no field the records do not
    know besides ``extra``, nothing left out), and nested parts parse into their records."""
    kit = Kit(kit_options(hand_pause=0.5))
    host = kit.host()
    ann = kit.join("Ann")
    watcher = kit.join("Watcher", sit=False, watch=True)
    kit.call(lambda c: c.add_bots(3, "random"))
    Auto(kit, [ann, host], seed=4).run(6)
    seen: set[str] = set()
    for peer in (host, ann, watcher):
        for raw in _frames(bytes(peer.raw)):
            msg = P.parse_host_message(raw)
            assert msg.to_wire() == raw, raw.get("type")
            seen.add(msg.TYPE)
            if isinstance(msg, P.TableState):
                assert all(s is None or isinstance(s, P.SeatEntry) for s in msg.seats)
            elif isinstance(msg, P.Ledger):
                assert all(isinstance(e, P.LedgerRow) for e in msg.entries)
            elif isinstance(msg, (P.Reveal, P.Openings)):
                assert all(isinstance(o, P.Opening) for o in msg.openings)
    assert {"welcome", "table", "event", "turn", "commit", "reveal", "ledger"} <= seen
