"""A throwaway PostgreSQL server for the test session: initdb in a temporary directory,
listening only on a Unix socket in that directory (no port to collide with anything),
fsync off (``durable`` turns it on, for the benchmark), stopped and deleted at the end.

PostgreSQL refuses to run as root, and CI runs as root: there the server runs as the
``postgres`` user that Debian's package creates (``runuser``), in a directory that user
owns.  A small fixture of our own rather than pytest-postgresql, because that library
starts ``pg_ctl`` as the current user and manages its directories as that user; running
it as root would need a wrapper that re-owns its directories behind its back."""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

PORT = 5432  # only names the socket file; nothing listens on TCP


def find_bin_dir() -> Path | None:
    """The directory of ``initdb`` and ``pg_ctl``: Debian keeps them off PATH, under
    /usr/lib/postgresql/VERSION/bin (the newest wins)."""
    if os.environ.get("PG_BIN"):
        return Path(os.environ["PG_BIN"])
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"),
                   key=lambda p: int(p.split("/")[4]) if p.split("/")[4].isdigit() else 0)
    if found:
        return Path(found[-1]).parent
    which = shutil.which("pg_ctl")
    return Path(which).parent if which else None


def why_not() -> str | None:
    """None when a server can be started here; otherwise why not (the skip reason)."""
    bin_dir = find_bin_dir()
    if bin_dir is None or not (bin_dir / "initdb").exists():
        return ("no PostgreSQL binaries (initdb, pg_ctl): install Debian's postgresql "
                "package (scripts/install.sh does)")
    if os.geteuid() == 0:
        try:
            pwd.getpwnam("postgres")
        except KeyError:
            return "running as root and there is no 'postgres' user to run the server as"
    return None


@dataclass
class Server:
    root: Path
    bin_dir: Path
    as_postgres: bool
    # fsync and synchronous_commit on, as on a real server (the benchmark's second
    # figure); the tests' server has them off: its data is thrown away.
    durable: bool = False

    @property
    def socket_dir(self) -> str:
        return str(self.root)

    def url(self, dbname: str = "postgres") -> str:
        return f"postgresql://postgres@/{dbname}?host={self.root}&port={PORT}"

    def psql(self, sql: str) -> None:
        subprocess.run([str(self.bin_dir / "psql"), "-h", str(self.root), "-p", str(PORT),
                        "-U", "postgres", "-d", "postgres", "-v", "ON_ERROR_STOP=1",
                        "-qc", sql], check=True, stdout=subprocess.DEVNULL)

    def _run(self, *args: str) -> None:
        cmd = [str(self.bin_dir / args[0]), *args[1:]]
        if self.as_postgres:
            cmd = ["runuser", "-u", "postgres", "--", *cmd]
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)

    def start(self) -> None:
        data = self.root / "data"
        self._run("initdb", "-D", str(data), "-U", "postgres", "-A", "trust",
                  "--no-sync", "-E", "UTF8", "--locale=C")
        sync = "on" if self.durable else "off"
        opts = (f"-k {self.root} -p {PORT} -c listen_addresses='' -c fsync={sync} "
                f"-c synchronous_commit={sync} -c full_page_writes={sync} "
                "-c max_connections=200")
        self._run("pg_ctl", "-D", str(data), "-o", opts, "-l", str(self.root / "log"),
                  "-w", "-t", "60", "start")

    def postmaster_pid(self) -> int:
        """The server's main process (the benchmark reads its CPU time in /proc)."""
        return int((self.root / "data" / "postmaster.pid").read_text().split()[0])

    def stop(self) -> None:
        try:
            self._run("pg_ctl", "-D", str(self.root / "data"), "-m", "immediate", "-w",
                      "stop")
        finally:
            shutil.rmtree(self.root, ignore_errors=True)


def start_server(durable: bool = False) -> Server:
    bin_dir = find_bin_dir()
    assert bin_dir is not None
    root = Path(tempfile.mkdtemp(prefix="wordgames-pg-"))
    as_postgres = os.geteuid() == 0
    if as_postgres:
        pw = pwd.getpwnam("postgres")
        os.chown(root, pw.pw_uid, pw.pw_gid)
    server = Server(root, bin_dir, as_postgres, durable)
    try:
        server.start()
    except BaseException:
        shutil.rmtree(root, ignore_errors=True)
        raise
    return server
