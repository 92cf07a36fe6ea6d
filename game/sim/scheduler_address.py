"""`--scheduler ADDRESS` checked before Dask is given it: the address's form (a typo, or the
dashboard's http:// address, is one line saying what a scheduler's address looks like), and for a
tcp:// address that a Dask scheduler answers there. A Dask scheduler speaks first on a new
connection (its handshake: an 8-byte length, then that many bytes); anything else that listens
there (an SSH or web server) would otherwise hang the run, or have Dask read a banner as a length
and try to allocate exabytes."""

from __future__ import annotations

import re
import socket
from typing import Final

LOCAL: Final = "local"
SCHEMES: Final = ("tcp", "tls", "ucx", "ws", "wss", "inproc")
DEFAULT_PORT: Final = 8786
PROBE_SECONDS: Final = 5.0
MAX_HANDSHAKE: Final = 1 << 20  # a scheduler's first message is a few hundred bytes
_ADDRESS: Final = re.compile(
    r"(?:(?P<scheme>[a-z]+)://)?(?P<host>\[[0-9a-fA-F:.]+\]|[A-Za-z0-9._-]+)(?::(?P<port>[0-9]+))?"
)
_CANNOT: Final = "cannot reach the Dask scheduler at "
SHAPE: Final = "a scheduler's address is tcp://HOST:PORT (port 8786 by default), or 'local'"


class BadSchedulerAddress(ValueError):
    """An address that is not a Dask scheduler's (exit code 2 when given on the command line)."""


def checked_address(address: str) -> str:
    """The address to give Dask ('local' as it is; HOST[:PORT] as tcp://HOST:PORT), or
    BadSchedulerAddress saying what is wrong."""
    if address == LOCAL:
        return address
    found = _ADDRESS.fullmatch(address.strip())
    if found is None:
        raise BadSchedulerAddress(f"--scheduler {address[:60]!r} is not an address: {SHAPE}")
    scheme = found["scheme"] or "tcp"
    if scheme in ("http", "https"):
        raise BadSchedulerAddress(f"--scheduler {address[:60]!r} is a web address (the dashboard's, perhaps): {SHAPE}")
    if scheme not in SCHEMES:
        raise BadSchedulerAddress(f"--scheduler {address[:60]!r}: unknown scheme {scheme!r}; {SHAPE}")
    port = int(found["port"] or DEFAULT_PORT)
    if not 0 < port < 65536:
        raise BadSchedulerAddress(f"--scheduler {address[:60]!r}: port {port} is not a port (1 to 65535)")
    return f"{scheme}://{found['host']}:{port}"


def probe(address: str, seconds: float | None = None) -> None:
    """For a tcp:// address: ConnectionError unless what listens there speaks first with a
    message of a plausible length, as a Dask scheduler does (other schemes are left to Dask)."""
    seconds = PROBE_SECONDS if seconds is None else seconds
    scheme, _, rest = address.partition("://")
    if scheme != "tcp":
        return
    host, _, port = rest.rpartition(":")
    try:
        with socket.create_connection((host.strip("[]"), int(port)), timeout=seconds) as conn:
            conn.settimeout(seconds)
            head = _read(conn, 8)
    except TimeoutError as exc:
        raise ConnectionError(
            f"{_CANNOT}{address}: nothing answered within {seconds:g} s: not a Dask scheduler"
        ) from exc
    except OSError as exc:
        raise ConnectionError(f"{_CANNOT}{address}: {exc.strerror or exc}") from exc
    length = int.from_bytes(head, "little")
    if len(head) < 8 or not 0 < length <= MAX_HANDSHAKE:
        raise ConnectionError(f"{_CANNOT}{address}: what answers there is not a Dask scheduler")


def _read(conn: socket.socket, size: int) -> bytes:
    data = b""
    while len(data) < size:
        part = conn.recv(size - len(data))
        if not part:
            break
        data += part
    return data
