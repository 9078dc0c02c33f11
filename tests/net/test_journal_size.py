"""The journal stays small (it was 8.4 KB a hand, 3.6 KB of it the 52 salts as hex): under 2,000
bytes a hand, the deck's secrets kept as one 32-byte per-hand key the salts and the D10 seed are
derived from (net/fairness.py), every commitment still checkable, and old journals (52 salts as hex)
still readable."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from net import fairness as F
from net.journal import JOURNAL_FILE, Journal
from studdesk.engine.cards import FULL_DECK
from studdesk.engine.config import GameConfig, Variant
from tests.net.tablekit import Kit, kit_options


def _file_size(folder: Path) -> int:
    """The journal's bytes on disk, its write-ahead log checkpointed into it (as a host that
    stops leaves it; no VACUUM)."""
    db = sqlite3.connect(folder / JOURNAL_FILE)
    try:
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    finally:
        db.close()
    return (folder / JOURNAL_FILE).stat().st_size


def _kit(folder: Path) -> Kit:
    # Deep stacks (nobody goes broke) and a pause between hands (the bots answer at once).
    config = GameConfig.preset(Variant.STUD, 200, buy_in=2_000_000)
    kit = Kit(kit_options(timer=5.0, hand_pause=1.0, config=config),
              journal=Journal.open(folder))
    kit.call(lambda core: core.add_bots(4))
    return kit


def _play(kit: Kit, hands: int) -> None:
    kit.play_until(lambda: kit.core.hands_played >= hands, step=1.0, limit=100_000)


def test_a_hand_takes_under_2_kb_of_journal(tmp_path: Path) -> None:
    """Four bots, 300 hands: each hand after the first hundred adds under 2,000 bytes to the
    file (the 8.4 KB of before were 3.6 KB of salts and rows that overflowed SQLite's pages;
    the 1.9 KB after that a fifth empty: two 1.4 KB rows to a 4 KB page, now 8 KB pages)."""
    kit = _kit(tmp_path)
    _play(kit, 100)
    first, before = kit.core.hands_played, _file_size(tmp_path)
    _play(kit, 300)
    hands, after = kit.core.hands_played, _file_size(tmp_path)
    kit.journal.close()
    per_hand = (after - before) / (hands - first)
    assert per_hand < 2000, f"{per_hand:.0f} bytes a hand"


def test_every_journalled_hand_gives_back_its_commitment(tmp_path: Path) -> None:
    """The journal's secret of each hand rebuilds the very commitment the clients got (its
    digest is in the journal and in the PHH) and opens the cards the PHH records."""
    kit = _kit(tmp_path)
    _play(kit, 5)
    kit.journal.close()
    db = sqlite3.connect(tmp_path / JOURNAL_FILE)
    rows = db.execute("SELECT number, digest, salt, deck FROM hands").fetchall()
    db.close()
    assert len(rows) >= 5
    for number, digest, salt, deck in rows:
        assert len(salt) < 100  # one key, not 52 salts
        secret = F.secret_from_journal(number, deck, salt)
        assert secret.commitment().digest.hex() == digest
        assert "".join(str(c) for c in secret.deck) == deck


def test_an_old_journals_salts_still_read(tmp_path: Path) -> None:
    """Journals written before the key: 52 salts and the seed as hex in JSON."""
    deck = list(FULL_DECK)
    salts = [bytes([i]) * 32 for i in range(52)]
    seed = b"\x07" * 32
    old = F.DeckSecret(9, tuple(deck), tuple(salts), seed)
    text = json.dumps({"salts": [s.hex() for s in salts], "seed": seed.hex()})
    again = F.secret_from_journal(9, "".join(str(c) for c in deck), text)
    assert again.commitment() == old.commitment()
    assert again.salts == tuple(salts) and again.seed == seed
    journal = Journal.open(tmp_path)
    journal.resume("Old table", {})
    journal.hand_started(1, {1: 100, 2: 100}, digest=old.commitment().digest.hex(), salt=text,
                         deck="".join(str(c) for c in deck))
    (hand,) = journal.hands()
    assert F.secret_from_journal(1, hand.deck, hand.salt).salts == tuple(salts)
    journal.close()


def test_the_salts_come_from_the_key_by_hkdf_as_protocol_md_says() -> None:
    """RFC 5869 written out here (extract, then one expand block) against the example in
    net/PROTOCOL.md section 5; distinct salts, a distinct seed, and another hand's differ."""
    import hashlib
    import hmac

    key = bytes(32)
    prk = hmac.new(b"studdesk-key/2", key, hashlib.sha256).digest()
    h = (1).to_bytes(8, "big")
    salts, seed = F.derive_secrets(1, key)
    assert salts[7] == hmac.new(prk, b"studdesk-salt/2" + h + bytes([7, 1]),
                                hashlib.sha256).digest()
    assert salts[0].hex().startswith("95b09554") and salts[0].hex().endswith("41e96f")
    assert seed.hex().startswith("009d9afe") and seed.hex().endswith("83898a")
    protocol = (Path(F.__file__).parent / "PROTOCOL.md").read_text(encoding="utf-8")
    assert "`salt[0] = 95b09554...41e96f` and the seed `009d9afe...83898a`" in protocol
    assert len(set(salts)) == 52 and seed not in salts
    assert set(F.derive_secrets(2, key)[0]).isdisjoint(salts)


def test_a_hand_dealt_from_a_derived_key_checks_for_every_client() -> None:
    """The clients' check is unchanged: a hand committed from one key passes check_hand for each
    seat with its own openings and the public reveal (tests/net/test_fairness_positions.py
    checks many more hands the same way)."""
    from studdesk.engine import Variant as V
    from tests.net.test_fairness_positions import _play as play_hand
    from tests.net.test_fairness_positions import _wire

    hand, commitment, secret = play_hand(V.STUD, 5, 11, fold_rate=0.2, raise_rate=0.2)
    assert secret.key is not None and F.DeckSecret.from_wire(secret.to_wire()) == secret
    public, private = F.disclose(secret, hand.events)
    assert private
    for viewer in [None, *private]:
        own = [] if viewer is None else [private[viewer]]
        verdict = F.check_hand(commitment, _wire(hand.events, viewer), public, own)
        assert verdict.ok is True, verdict.reason


def test_a_new_journal_has_8_kb_pages_and_an_old_one_keeps_its_own(tmp_path: Path) -> None:
    from net.journal import PAGE_SIZE

    Journal.open(tmp_path / "new").close()
    old = tmp_path / "old" / JOURNAL_FILE
    old.parent.mkdir()
    db = sqlite3.connect(old)
    db.execute("PRAGMA page_size=4096")
    db.execute("CREATE TABLE t (x)")
    db.close()
    Journal(old).close()
    sizes = {}
    for name, path in (("new", tmp_path / "new" / JOURNAL_FILE), ("old", old)):
        db = sqlite3.connect(path)
        (sizes[name],) = db.execute("PRAGMA page_size").fetchone()
        db.close()
    assert sizes == {"new": PAGE_SIZE, "old": 4096}
