"""Dealing and fairness (:class:`Dealer`, RULES.md H3): each hand's shuffle and the commitment
every follower gets before the first card, the hand's PHH as the journal keeps it (every card
and the deck's secrets), the chips settled into the seats and the journal at once (a crash after
this keeps the hand; the hand's last move went out just before, net/table/loop.py), and after
the hand the reveal: each seat privately gets the openings of
its own down cards, everyone the shown ones, and each connection the hand's PHH as it saw it.
"""

from __future__ import annotations

from collections.abc import Sequence

from net import fairness
from net import protocol as P
from net.table.fanout import event_for, viewer_of
from net.table.outbox import Outbox
from net.table.seats import SeatState
from net.table.state import TableState
from studdesk.engine.cards import shuffled_deck
from studdesk.engine.hand import Hand, PlayerSpec
from studdesk.engine.phh import HandWriter, export_hand


class Dealer:
    """Shuffle, commit, settle and reveal. This part owns the hand's deck secrets and
    commitment, the deals each hotseat connection was sent hidden, and the count of hands
    settled; the others read them through :class:`TableState`."""

    def __init__(self, table: TableState, outbox: Outbox) -> None:
        self.table, self.outbox = table, outbox
        self.secret: fairness.DeckSecret | None = None  # the hand's deck secrets (H3)
        self.commitment: fairness.DeckCommitment | None = None
        self.hidden: dict[int, set[int]] = {}  # hotseat: conn -> indexes of deals sent hidden
        self.hands_played = 0
        self.hand_settled = False  # the hand in play is counted in hands_played already

    def deal(self, number: int, dealt: Sequence[SeatState]) -> Hand:
        """Hand ``number`` to ``dealt`` on a fresh deck: its commitment goes to the journal
        (which alone keeps the deck, the salts and the D10 seed) and to every follower."""
        t = self.table
        deck = shuffled_deck(t.rng)
        commitment, secret = fairness.commit_deck(number, deck, randbytes=t.randbytes)
        self.commitment, self.secret = commitment, secret
        self.hidden = {}
        self.hand_settled = False
        # N4: a client may still be showing the last hand's end (the showdown, the chips)
        t.show_later(t.options.catch_up)
        specs = [PlayerSpec(st.seat, st.name, st.stack, st.auto_muck) for st in dealt]
        t.journal.hand_started(
            number, {st.seat: st.stack for st in dealt}, digest=commitment.digest.hex(),
            salt=secret.journal_text(),
            deck="".join(str(c) for c in deck))
        hand = Hand(t.config, specs, deck, number=number,
                    reshuffle=fairness.reshuffler(secret))
        commit = self.outbox.frame(P.Commit(**commitment.to_wire()))
        if commit is not None:
            for conn in t.following():
                self.outbox.write(conn, commit)
        return hand

    def dealt_blind(self) -> None:
        """A hand nobody dealt (net.table.nobody) is in play: no deck, no commitment, nothing
        sent hidden yet, not settled."""
        self.secret = self.commitment = None
        self.hidden = {}
        self.hand_settled = False

    def hid(self, conn_id: int, index: int) -> None:
        """Hotseat: the hand's deal ``index`` went to connection ``conn_id`` behind the cover
        (its opening is not revealed to that screen, H3)."""
        self.hidden.setdefault(conn_id, set()).add(index)

    def journal_phh(self, hand: Hand) -> str:
        """The hand's PHH as the journal keeps it: every card, and the deck's secrets."""
        t = self.table
        if t.nobody is not None:  # nobody deals: the host's device's view, no deck
            return t.nobody.journal_phh(hand)
        secret, commitment = self.secret, self.commitment
        assert secret is not None and commitment is not None
        extra = {"_fairness_digest": commitment.digest.hex(), "_fairness_seed": secret.seed.hex(),
                 "_fairness_deck": "".join(str(c) for c in secret.deck),
                 **(t.night.hand_fields() if t.night is not None else {})}
        return export_hand(hand, extra=extra)

    def settle(self, hand: Hand) -> None:
        """The chips: the stacks, the journal (at once, so a crash after this keeps the
        hand) and the ledger."""
        t = self.table
        result = hand.result
        assert result is not None
        for seat, stack in result.stacks.items():
            st = t.hand_seats.get(seat)
            if st is not None:
                st.stack = stack
        if t.nobody is not None:  # the deal's record, for studdesk check-deal (TRUSTLESS.md § 8)
            t.journal.hand_transcript(hand.number, t.nobody.deal.transcript())
        t.journal.hand_completed(hand.number, self.journal_phh(hand), dict(result.stacks),
                                 {s: st.account for s, st in t.hand_seats.items()})
        self.hands_played += 1
        self.hand_settled = True
        self.outbox.send_ledger()

    def reveal(self, hand: Hand) -> None:
        """H3: each seat privately gets the openings of its own down cards, everyone the shown
        ones; a folded, mucked, burned or undealt card is opened to no one."""
        t = self.table
        secret, commitment = self.secret, self.commitment
        assert secret is not None and commitment is not None
        digest = commitment.digest.hex()
        public, private = fairness.disclose(secret, hand.events)
        shown = P.Reveal(**public.to_wire())  # checked once; each connection's adds its PHH
        # Each event as every connection gets it: a spectator's copy of the hand is made once
        # (a down card hidden is the same hidden card for everyone, and an event in the clear
        # for a spectator is in the clear for all: H1 only adds a viewer's own down cards);
        # only the rest is looked at per connection (its own seats, hotseat: only what its
        # screen was shown)
        everything = hand.events
        spectator = [event_for(e, frozenset()) for e in everything]
        # the events a spectator gets hidden (down cards): the only ones that can differ
        covered = [i for i, e in enumerate(everything) if spectator[i] is not e]
        # the PHH's fields but its actions are the same for every connection: written once;
        # so is a spectator's whole text (every connection that holds no seat gets it)
        writer = HandWriter(hand, {
            "_fairness_digest": digest, **(t.night.hand_fields() if t.night is not None else {})})
        watched: str | None = None
        for conn, held in t.followers():
            hidden = self.hidden.get(conn.id, set())
            # an event the connection sees as a spectator does is the spectator's copy (the
            # same object: its PHH line is written once for all), the rest the event itself
            viewer = viewer_of(held)
            events = list(spectator)
            if held:
                for i in covered:
                    e = everything[i]
                    if i not in hidden and viewer.is_clear(e):
                        events[i] = e
            clear: set[int] | None = None
            if hidden:  # hotseat: open only the down cards this screen was shown (H3)
                trace = fairness.trace_deal(events, secret.seed)
                clear = {x.position for x in trace.dealt if x.card is not None}
            for seat in sorted(held):
                own = private.get(seat)
                if own is not None and clear is not None:
                    own = fairness.SeatOpenings(own.hand, own.seat, tuple(
                        o for o in own.openings if o.position in clear))
                if own is not None and own.openings:
                    self.outbox.send(conn, P.Openings(**own.to_wire()))
            if held:
                phh = writer.text(events)
            else:
                phh = watched = writer.text(events) if watched is None else watched
            self.outbox.send(conn, P.Reveal._checked({
                "hand": shown.hand, "openings": shown.openings, "seed": shown.seed,
                "phh": phh, "extra": shown.extra}))
        self.hidden = {}
