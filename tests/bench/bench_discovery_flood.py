"""Issue 17, point 6: how many connections one browse opens to a port that a flood of fake
mDNS records on 127.0.0.1 names (160 records, all aimed at one listening port, announced while
``browse_tables`` runs for ``--seconds``). Before the probe schedule a browse opened 1,619 in
6 s; now each table is probed once per interval within the global rate (16 at once, then 8 a
second). Loopback only.

    python tests/bench/bench_discovery_flood.py [--seconds 6]

Figures only. The last line is JSON.
"""

from __future__ import annotations

import argparse
import json
import socket
import sys
import threading
import time
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from zeroconf import ServiceInfo, Zeroconf  # noqa: E402

from net.discovery import SERVICE_TYPE, browse_tables  # noqa: E402

LOOPBACK = ["127.0.0.1"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=6.0)
    args = parser.parse_args()
    accepted = [0]
    target = socket.socket()
    target.bind(("127.0.0.1", 0))
    target.listen(512)
    port = target.getsockname()[1]

    def accept() -> None:
        while True:
            try:
                conn, _ = target.accept()
            except OSError:
                return
            accepted[0] += 1
            conn.close()

    threading.Thread(target=accept, daemon=True).start()
    zc = Zeroconf(interfaces=LOOPBACK)
    stop = threading.Event()

    def flood(k: int) -> None:
        for n in range(40):
            if stop.is_set():
                return
            fake = ServiceInfo(
                SERVICE_TYPE, f"Aim{k}-{n} {uuid.uuid4().hex[:6]}.{SERVICE_TYPE}", port=port,
                server="aim.local.", parsed_addresses=LOOPBACK,
                properties={"proto": "2", "name": "Aim", "variant": "stud", "seats": "8",
                            "taken": "1"})
            zc.register_service(fake, cooperating_responders=True)

    for k in range(4):
        threading.Thread(target=flood, args=(k,), daemon=True).start()
    started = time.monotonic()
    found = browse_tables(args.seconds, LOOPBACK)
    spent = time.monotonic() - started
    stop.set()
    zc.close()
    target.close()
    print(f"{accepted[0]} connections to the aimed port in {spent:.1f} s"
          f" ({len(found)} tables listed)")
    print(json.dumps({"seconds": round(spent, 1), "connections": accepted[0],
                      "listed": len(found)}))


if __name__ == "__main__":
    main()
