"""TLS on every connection to a host, the pinned fingerprint and the invite, over real sockets
on loopback: the key pair, a pinned match, a mismatch refused in one line, plain TCP to the TLS
port, an old protocol version, a reconnect through TLS, invites truncated or edited, an invite
whose first address is another machine, and the command line's invite."""

from __future__ import annotations

import asyncio
import base64
import hashlib
import os
import shutil
import signal
import ssl
import subprocess
import sys
from pathlib import Path

import pytest
from cryptography import x509
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import (
    Ed25519PrivateKey,
    Ed25519PublicKey,
)
from zeroconf import ServiceInfo

from net import protocol as P
from net import tls
from net.client import Client, JoinError
from net.discovery import SERVICE_TYPE, _txt_properties, table_from_service_info
from net.host import INVITE_FILE, OLD_CLIENT, TableHost
from net.invite import Address, Invite, InviteError, Route, lan_invite, parse_invite
from tests.net.helpers import (
    LOCAL,
    async_test,
    fast_options,
    free_port,
    open_raw,
    running_host,
    wait_until,
)

pytestmark = pytest.mark.timeout(120)
ROOT = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "PYTHONPATH": str(ROOT)}
OTHER = "0123456789abcdef" * 4  # a fingerprint no host here has
OLD_IDENTITY = Path(__file__).parent / "data" / "identity-v1"  # an earlier StudDesk's pair
OLD_FINGERPRINT = "aff9012e32703cc9a1d09f2083cea4be0236754f35a110df8b5853956fae6114"


# ------------------------------------------------------------------------------ the key pair


def test_the_key_pair_is_made_once_and_kept(tmp_path: Path) -> None:
    first = tls.host_identity(tmp_path)
    made = {name: (tmp_path / name).read_bytes() for name in (tls.KEY_FILE, tls.CERT_FILE)}
    assert tls.FINGERPRINT.fullmatch(first.fingerprint)
    assert (tmp_path / tls.KEY_FILE).stat().st_mode & 0o077 == 0  # the key is the user's alone
    assert tls.host_identity(tmp_path) == first
    der = ssl.PEM_cert_to_DER_cert((tmp_path / tls.CERT_FILE).read_text())
    assert hashlib.sha256(der).hexdigest() == first.fingerprint
    assert tls.host_identity(tmp_path / "other").fingerprint != first.fingerprint
    assert {name: (tmp_path / name).read_bytes() for name in made} == made


@pytest.mark.skipif(shutil.which("openssl") is None, reason="no openssl command")
def test_openssl_checks_the_certificates_own_signature(tmp_path: Path) -> None:
    tls.host_identity(tmp_path)
    cert = str(tmp_path / tls.CERT_FILE)
    done = subprocess.run(["openssl", "verify", "-check_ss_sig", "-CAfile", cert, cert],
                          capture_output=True, text=True, timeout=30)
    assert done.returncode == 0 and ": OK" in done.stdout, done.stdout + done.stderr


def test_the_certificate_is_signed_by_its_own_key(tmp_path: Path) -> None:
    tls.host_identity(tmp_path)
    cert = x509.load_pem_x509_certificate((tmp_path / tls.CERT_FILE).read_bytes())
    key = serialization.load_pem_private_key((tmp_path / tls.KEY_FILE).read_bytes(), None)
    assert isinstance(key, Ed25519PrivateKey)
    assert (tmp_path / tls.KEY_FILE).read_text().startswith("-----BEGIN PRIVATE KEY-----\n")
    public = cert.public_key()
    assert isinstance(public, Ed25519PublicKey)
    assert public.public_bytes_raw() == key.public_key().public_bytes_raw()
    assert cert.subject == cert.issuer
    assert cert.subject.rfc4514_string() == "CN=" + tls.SUBJECT
    cert.verify_directly_issued_by(cert)  # the signature is the key's own
    public.verify(cert.signature, cert.tbs_certificate_bytes)
    forged = bytes([cert.signature[0] ^ 1]) + cert.signature[1:]
    with pytest.raises(InvalidSignature):
        public.verify(forged, cert.tbs_certificate_bytes)
    assert cert.not_valid_after_utc == tls.NO_END


def test_a_key_pair_written_by_an_earlier_studdesk_loads_with_its_fingerprint(
        tmp_path: Path) -> None:
    """tests/net/data/identity-v1 was made by the standard-library Ed25519 code this module
    had before it used ``cryptography`` (a v1 certificate); the fingerprint is the one that
    code reported for it."""
    shutil.copytree(OLD_IDENTITY, tmp_path, dirs_exist_ok=True)
    before = {f.name: f.read_bytes() for f in tmp_path.iterdir()}
    identity = tls.host_identity(tmp_path)
    assert identity.fingerprint == OLD_FINGERPRINT
    assert tls.host_identity(tmp_path).fingerprint == OLD_FINGERPRINT
    assert {f.name: f.read_bytes() for f in tmp_path.iterdir()} == before  # read, not rewritten
    cert = x509.load_pem_x509_certificate(before[tls.CERT_FILE])
    assert cert.version is x509.Version.v1
    cert.verify_directly_issued_by(cert)


@async_test
async def test_a_host_with_an_earlier_key_pair_is_joined_with_its_old_fingerprint(
        tmp_path: Path) -> None:
    shutil.copytree(OLD_IDENTITY, tmp_path, dirs_exist_ok=True)
    async with running_host(fast_options(data_dir=tmp_path)) as host:
        assert host.fingerprint == OLD_FINGERPRINT
        client = await Client.connect(LOCAL, host.port, "Ann", fingerprint=OLD_FINGERPRINT,
                                      ping_interval=0)
        assert client.welcome is not None and client.fingerprint == OLD_FINGERPRINT
        await client.close()


def test_a_damaged_key_pair_is_an_error_that_says_what_to_do(tmp_path: Path) -> None:
    tls.host_identity(tmp_path)
    (tmp_path / tls.KEY_FILE).write_text("-----BEGIN PRIVATE KEY-----\nAAAA\n")
    with pytest.raises(tls.TlsError, match="move host-key.pem and host-cert.pem aside"):
        tls.host_identity(tmp_path)
    (tmp_path / tls.KEY_FILE).unlink()
    with pytest.raises(tls.TlsError, match="host-key.pem is missing"):
        tls.host_identity(tmp_path)
    with pytest.raises(tls.TlsError):
        TableHost(fast_options(data_dir=tmp_path))
    assert not (tmp_path / tls.KEY_FILE).exists()  # never silently replaced


def test_a_missing_damaged_or_mismatched_certificate_is_an_error(tmp_path: Path) -> None:
    good, other = tmp_path / "good", tmp_path / "other"
    tls.host_identity(good)
    tls.host_identity(other)
    key = (good / tls.KEY_FILE).read_bytes()
    (good / tls.CERT_FILE).unlink()
    with pytest.raises(tls.TlsError, match="host-cert.pem is missing"):
        tls.host_identity(good)
    (good / tls.CERT_FILE).write_text("-----BEGIN CERTIFICATE-----\nAAAA\n")
    with pytest.raises(tls.TlsError, match="does not read"):
        tls.host_identity(good)
    # Another host's certificate beside this key: OpenSSL refuses the pair
    shutil.copy(other / tls.CERT_FILE, good / tls.CERT_FILE)
    with pytest.raises(tls.TlsError, match="does not load"):
        tls.host_identity(good)
    assert (good / tls.KEY_FILE).read_bytes() == key  # the key is kept as it was


# ------------------------------------------------------------------------------ connections


@async_test
async def test_a_pinned_host_is_joined_over_tls_1_3(tmp_path: Path) -> None:
    async with running_host(fast_options(data_dir=tmp_path)) as host:
        assert host.fingerprint == tls.host_identity(tmp_path).fingerprint
        client = await Client.connect(LOCAL, host.port, "Ann", fingerprint=host.fingerprint,
                                      ping_interval=0)
        assert client.welcome is not None and client.fingerprint == host.fingerprint
        assert client._writer is not None
        ssl_object = client._writer.get_extra_info("ssl_object")
        assert ssl_object is not None and ssl_object.version() == "TLSv1.3"
        # Trust on first use: no fingerprint given, the one seen is kept
        other = await Client.connect(LOCAL, host.port, "Bo", ping_interval=0)
        assert other.fingerprint == host.fingerprint
        await client.close()
        await other.close()


@async_test
async def test_a_host_with_another_certificate_is_refused_in_one_line() -> None:
    async with running_host() as host:
        with pytest.raises(JoinError) as refused:
            await Client.connect(LOCAL, host.port, "Ann", password="secret",
                                 fingerprint=OTHER, ping_interval=0)
        assert refused.value.code == "wrong_host"
        text = refused.value.message
        assert "\n" not in text and "refused" in text
        assert tls.fingerprint_text(OTHER) in text
        assert tls.fingerprint_text(host.fingerprint) in text
        assert not [c for c in host.conns if c.player is not None]  # no hello was sent
        ok = await Client.connect(LOCAL, host.port, "Bo", ping_interval=0)  # still serving
        await ok.close()


@async_test
async def test_an_old_client_speaking_plain_tcp_is_told_to_update_and_closed() -> None:
    async with running_host() as host:
        reader, writer = await asyncio.open_connection(LOCAL, host.port)
        old_hello = P.encode_frame({"type": "hello", "protocol": 2, "name": "Old"})
        writer.write(old_hello)
        got = await asyncio.wait_for(reader.read(), 10)  # to the end: the host closes
        decoder = P.FrameDecoder()
        decoder.feed(got)
        frames = []
        while (frame := decoder.next_message()) is not None:
            frames.append(frame)
        assert frames == [{"type": "error", "code": "protocol_version", "message": OLD_CLIENT,
                           "fatal": True}]
        writer.close()
        # Bytes that are no frame at all: closed too, and the table serves on
        reader, writer = await asyncio.open_connection(LOCAL, host.port)
        writer.write(b"GET / HTTP/1.1\r\nHost: x\r\n\r\n")
        await asyncio.wait_for(reader.read(), 10)
        writer.close()
        assert not host.conns
        client = await Client.connect(LOCAL, host.port, "Ann", ping_interval=0)
        assert client.welcome is not None
        await client.close()


@async_test
async def test_a_broken_handshake_is_closed_and_the_host_serves_on() -> None:
    async with running_host() as host:
        reader, writer = await asyncio.open_connection(LOCAL, host.port)
        writer.write(b"\x16\x03\x01\x00\x05hello")  # a TLS record header, then nonsense
        assert await asyncio.wait_for(reader.read(), 15) == b""
        writer.close()
        client = await Client.connect(LOCAL, host.port, "Ann", ping_interval=0)
        await client.close()


@async_test
async def test_an_old_protocol_version_over_tls_gets_protocol_version() -> None:
    async with running_host() as host:
        reader, writer = await open_raw(host.port)
        writer.write(P.encode_frame({"type": "hello", "protocol": P.PROTOCOL_VERSION - 1,
                                     "name": "Old"}))
        got = await asyncio.wait_for(reader.read(), 10)
        decoder = P.FrameDecoder()
        decoder.feed(got)
        frame = decoder.next_message()
        assert frame is not None and frame["code"] == "protocol_version" and frame["fatal"]
        writer.close()


@async_test
async def test_a_client_of_this_version_is_told_an_old_host_is_not_encrypted() -> None:
    """A plain server (an older host) in place of the table: one sentence, no traceback."""
    async def old_host(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await reader.read(65536)
        writer.write(P.encode_frame({"type": "error", "code": "malformed",
                                     "message": "?", "fatal": True}))
        writer.close()

    server = await asyncio.start_server(old_host, LOCAL, 0)
    port = server.sockets[0].getsockname()[1]
    with pytest.raises(JoinError) as refused:
        await Client.connect(LOCAL, port, "Ann", ping_interval=0, reconnect=False)
    assert refused.value.code == "not_encrypted"
    assert "older StudDesk" in refused.value.message
    server.close()


@async_test
async def test_a_dropped_connection_comes_back_through_tls_with_its_token() -> None:
    async with running_host() as host:
        client = await Client.connect(LOCAL, host.port, "Ann", fingerprint=host.fingerprint,
                                      ping_interval=0)
        client.sit(3)
        await client.wait_for(lambda t: t.you == (3,))
        token, client_id = client.token, client.client_id
        first = client._writer
        client.drop()
        await wait_until(lambda: client.is_open and client._writer is not first, 20)
        assert client.token == token and client.client_id == client_id
        assert client.table.you == (3,)
        assert client._writer is not None
        assert client._writer.get_extra_info("ssl_object").version() == "TLSv1.3"
        await client.close()


# ------------------------------------------------------------------------------ the invite


def _invite(fp: str = OTHER) -> Invite:
    return Invite(fp, (Address(Route.RELAY, "relay.example.org", 7000, "r" * 22),
                       Address(Route.LAN, "192.168.1.20", 47474),
                       Address(Route.MAPPED, "203.0.113.9", 40001),
                       Address(Route.LAN, "fd00::1", 47474)))


def test_an_invite_is_one_token_that_reads_back() -> None:
    invite = _invite()
    code = invite.code()
    assert code.startswith("SD1-") and code.isascii() and code.strip() == code
    assert not any(c.isspace() or c in "_*~`" for c in code)  # nothing a chat rewrites
    assert parse_invite(code) == invite
    assert parse_invite("  " + code[:20] + "\n" + code[20:].lower() + " ") == invite
    assert [a.route for a in invite.in_order()] == [Route.LAN, Route.LAN, Route.MAPPED,
                                                     Route.RELAY]


def test_a_truncated_or_edited_invite_is_refused_with_a_sentence() -> None:
    code = _invite().code()
    for broken in (code[:-1], code[:-8], code[:12], code + "A",
                   code[:10] + ("B" if code[10] != "B" else "C") + code[11:]):
        with pytest.raises(InviteError) as err:
            parse_invite(broken)
        assert err.value.code == "damaged", broken
        assert "copy the whole invite again" in str(err.value)
    for junk, why in (("", "empty"), ("hello there", "not_invite"),
                      ("https://example.org", "not_invite"), ("SD1-0000", "damaged")):
        with pytest.raises(InviteError) as err:
            parse_invite(junk)
        assert err.value.code == why


def test_an_invite_of_a_later_version_says_to_update() -> None:
    body = bytes.fromhex(OTHER) + b"\x00"
    check = hashlib.sha256(b"SD2" + body).digest()[:4]
    later = "SD2-" + base64.b32encode(body + check).decode().rstrip("=")
    with pytest.raises(InviteError, match="update StudDesk") as err:
        parse_invite(later)
    assert err.value.code == "newer"


@async_test
async def test_an_invite_passes_over_another_machine_and_joins_its_host(tmp_path: Path) -> None:
    """The first LAN address holds another host (another certificate): passed over; the
    mapped address is the table. With only the other machine, the error names the
    fingerprint the invite asked for."""
    async with running_host(fast_options(data_dir=tmp_path / "a")) as table, \
            running_host(fast_options(data_dir=tmp_path / "b", name="Other")) as other:
        invite = Invite(table.fingerprint, (Address(Route.LAN, LOCAL, other.port),
                                            Address(Route.MAPPED, LOCAL, table.port)))
        client = await Client.join_invite(invite, "Ann", ping_interval=0)
        assert client.port == table.port and client.table.summary is not None
        assert client.table.summary.name == table.options.name
        await client.close()
        only_other = Invite(table.fingerprint, (Address(Route.LAN, LOCAL, other.port),
                                                Address(Route.LAN, LOCAL, free_port())))
        with pytest.raises(JoinError) as refused:
            await Client.join_invite(only_other, "Ann", ping_interval=0)
        assert refused.value.code == "wrong_host"
        assert tls.fingerprint_text(table.fingerprint) in refused.value.message


@async_test
async def test_the_host_keeps_its_invite_in_the_data_directory(tmp_path: Path) -> None:
    async with running_host(fast_options(data_dir=tmp_path)) as host:
        assert host.invite is not None
        assert host.invite == lan_invite(host.fingerprint, [LOCAL], host.port)
        assert (tmp_path / INVITE_FILE).read_text().strip() == host.invite.code()
        seen: list[Invite] = []
        host.invite_listeners.append(seen.append)
        relay = Address(Route.RELAY, "relay.example.org", 7000, "room-" + "x" * 16)
        host.set_invite_routes(Route.RELAY, [relay])
        host.set_invite_routes(Route.RELAY, [relay])  # no change: no second announcement
        assert len(seen) == 1 and seen[0].in_order()[-1] == relay
        assert parse_invite((tmp_path / INVITE_FILE).read_text()) == seen[0]
        # The router's mapping goes as the table stops (its port closed by then): the last
        # invite stays as it was, and nothing fails
        await host.stop()
        host.set_invite_routes(Route.RELAY, [])
        assert len(seen) == 1 and host.invite == seen[0]
        assert parse_invite((tmp_path / INVITE_FILE).read_text()) == seen[0]


def test_the_mdns_record_carries_the_fingerprint() -> None:
    props = _txt_properties({"name": "Fri", "variant": "stud", "stakes": "2/4", "seats": 8,
                             "taken": 0, "password": False, "version": "1",
                             "fingerprint": OTHER})
    assert props["fp"] == OTHER and props["proto"] == str(P.PROTOCOL_VERSION)
    info = ServiceInfo(SERVICE_TYPE, "Fri." + SERVICE_TYPE, port=1, properties=props,
                       addresses=[bytes([10, 0, 0, 5])])
    found = table_from_service_info(info)
    assert found is not None and found.fingerprint == OTHER
    bogus = ServiceInfo(SERVICE_TYPE, "Fri." + SERVICE_TYPE, port=1,
                        properties={**props, "fp": "xyz"}, addresses=[bytes([10, 0, 0, 5])])
    found = table_from_service_info(bogus)
    assert found is not None and found.fingerprint == ""


# ------------------------------------------------------------------------------ the commands


def test_the_host_prints_its_invite_and_the_bot_joins_by_it(tmp_path: Path) -> None:
    host = subprocess.Popen(
        [sys.executable, "-m", "studdesk", "host", "--headless", "--bind", LOCAL, "--port", "0",
         "--no-mdns", "--data-dir", str(tmp_path), "--timer", "2", "--hand-pause", "0"],
        cwd=ROOT, env=ENV, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        assert host.stdout is not None
        lines = []
        while not (lines and lines[-1].startswith("studdesk host: invite ")):
            line = host.stdout.readline()
            assert line, "".join(lines)
            lines.append(line)
        code = lines[-1].split()[-1]
        assert (tmp_path / INVITE_FILE).read_text().strip() == code
        invite = parse_invite(code)
        assert any(tls.fingerprint_text(invite.fingerprint) in x for x in lines)
        wrong = Invite(OTHER, invite.addresses).code()
        bad = subprocess.run([sys.executable, "-m", "studdesk", "bot", "--invite", wrong,
                              "--name", "Robo"], cwd=ROOT, env=ENV, capture_output=True,
                             text=True, timeout=60)
        assert bad.returncode == 1
        assert bad.stderr.count("\n") == 1 and "Traceback" not in bad.stderr
        assert tls.fingerprint_text(OTHER) in bad.stderr
        cut = subprocess.run([sys.executable, "-m", "studdesk", "bot", "--invite", code[:-2],
                              "--name", "Robo"], cwd=ROOT, env=ENV, capture_output=True,
                             text=True, timeout=60)
        assert cut.returncode == 2 and "copy the whole invite again" in cut.stderr
        bot = subprocess.Popen([sys.executable, "-m", "studdesk", "bot", "--invite", code,
                                "--name", "Robo", "--think-ms", "0"], cwd=ROOT, env=ENV,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        try:
            async def joined() -> None:
                client = await Client.join_invite(invite, "Ann", ping_interval=0)
                client.sit(1)
                await client.wait_for(lambda t: t.seat_entry(1) is not None and any(
                    e is not None and e.name == "Robo" for e in (
                        t.seat_entry(s) for s in range(1, 9))), 30)
                await client.close()

            asyncio.run(joined())
        finally:
            bot.send_signal(signal.SIGTERM)
            bot.communicate(timeout=30)
    finally:
        host.terminate()
        out, _ = host.communicate(timeout=30)
    assert host.returncode == 0, out


@async_test
async def test_a_stream_the_host_already_holds_is_served_over_tls() -> None:
    """As a relay hands the host a guest: a plain connection (here one the test accepts, in
    the relay's place) becomes the host's side of TLS, and the guest plays through it."""
    async with running_host() as host:
        async def relay(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            await host.serve_stream(writer)

        server = await asyncio.start_server(relay, LOCAL, 0)
        port = server.sockets[0].getsockname()[1]
        client = await Client.connect(LOCAL, port, "Ann", fingerprint=host.fingerprint,
                                      ping_interval=0)
        client.sit(2)
        await client.wait_for(lambda t: t.you == (2,))
        assert [c.player.name for c in host.conns if c.player] == ["Ann"]
        await client.close()
        server.close()


@async_test
async def test_silent_connections_hold_only_so_many_handshakes() -> None:
    """Connections that never start TLS are held only up to a bound per address (and each
    for HANDSHAKE_TIMEOUT at most); past it one more is closed at once; once they go, the
    table takes guests from that address again."""
    async with running_host() as host:
        silent = [await asyncio.open_connection(LOCAL, host.port)
                  for _ in range(tls.MAX_PENDING_PER_ADDRESS)]
        await asyncio.sleep(0.2)  # accepted, each waiting for its first byte
        reader, writer = await asyncio.open_connection(LOCAL, host.port)
        assert await asyncio.wait_for(reader.read(), 5) == b""  # closed at once
        writer.close()
        for _, w in silent:
            w.close()
        await asyncio.sleep(0.2)
        client = await Client.connect(LOCAL, host.port, "Ann", ping_interval=0)
        assert client.welcome is not None
        await client.close()


def test_the_desktop_command_takes_an_invite_and_refuses_a_damaged_one(
        capsys: pytest.CaptureFixture[str]) -> None:
    from studdesk.cli import build_parser

    code = _invite().code()
    args = build_parser().parse_args(["gui", "--invite", code])
    assert args.invite == _invite()
    with pytest.raises(SystemExit):
        build_parser().parse_args(["gui", "--invite", code[:-4]])
    assert "copy the whole invite again" in capsys.readouterr().err
    with pytest.raises(SystemExit):  # one table at a time
        build_parser().parse_args(["gui", "--invite", code, "--join", "127.0.0.1:47474"])


@async_test
async def test_an_invite_reaches_the_host_through_its_relay_over_tls(tmp_path: Path) -> None:
    """The host kept at a relay puts the relay and its room in its invite; a friend whose
    LAN address does not answer joins through the relay, TLS end to end with the pinned
    host (the relay carries only TLS records), and gets back in the same way after a drop."""
    from net.relay.server import RelayServer

    relay = RelayServer()
    await relay.start(LOCAL, 0)
    try:
        async with running_host(fast_options(data_dir=tmp_path)) as host:
            await host.keep_relayed((LOCAL, relay.port))
            assert host.relay is not None
            await asyncio.wait_for(host.relay.registered.wait(), 10)
            assert host.invite is not None
            (relayed,) = [a for a in host.invite.addresses if a.route is Route.RELAY]
            assert (relayed.host, relayed.port, relayed.room) == (
                LOCAL, relay.port, host.relay.address.room)
            assert parse_invite((tmp_path / INVITE_FILE).read_text()) == host.invite
            invite = Invite(host.fingerprint, (Address(Route.LAN, LOCAL, free_port()),
                                               relayed))
            client = await Client.join_invite(invite, "Ann", ping_interval=0)
            assert client.port == relay.port  # through the relay
            assert client._writer is not None
            assert client._writer.get_extra_info("ssl_object").version() == "TLSv1.3"
            client.sit(1)
            await client.wait_for(lambda t: t.you == (1,))
            token = client.token
            client.drop()
            await wait_until(lambda: client.is_open and client.table.you == (1,), 20)
            assert client.token == token
            await client.close()
            wrong = Invite(OTHER, (relayed,))
            with pytest.raises(JoinError) as refused:
                await Client.join_invite(wrong, "Bo", ping_interval=0)
            assert refused.value.code == "wrong_host"
    finally:
        await relay.close()
