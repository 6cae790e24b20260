#!/bin/sh
# A session's -wal and -shm stay beside it between commands, the -wal
# empty, instead of being made and removed at every command (issue 27:
# on ext4 a file made again where many were freed cost more than the rest
# of a start-up).  The session alone holds every event once a command
# ends: a copy of the file by itself is whole.  `new` leaves nothing
# under its temporary name.
# Usage: wal.sh ADJUTANT
set -u
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_DATA_HOME="$tmp/xdg"
cd "$tmp" || exit 1
fail=0
no() { echo "FAIL: $*"; fail=1; }

timeout 30 "$bin" --session s.adj -c 'new longstreet round-tops' \
    > /dev/null 2>&1 || no "new: exit $?"
[ "$(ls | grep -c 'new-')" = 0 ] || no "new left its temporary files: $(ls)"
timeout 30 "$bin" --session s.adj -c status > /dev/null || no "status: exit $?"
[ -f s.adj-wal ] && [ -f s.adj-shm ] || no "no -wal and -shm kept: $(ls)"
inodes=$(stat -c %i s.adj-wal s.adj-shm 2>/dev/null)
timeout 30 "$bin" --session s.adj -c 'track vp +1' -c status > /dev/null ||
    no "track: exit $?"
[ "$(stat -c %i s.adj-wal s.adj-shm 2>/dev/null)" = "$inodes" ] ||
    no "the -wal and -shm were made again"
[ "$(stat -c %s s.adj-wal 2>/dev/null)" = 0 ] ||
    no "the -wal is not empty: $(stat -c %s s.adj-wal 2>&1)"
# The file alone, copied elsewhere, holds the command's event.
mkdir c && cp s.adj c/
[ "$(sqlite3 c/s.adj 'SELECT count(*) FROM event WHERE kind = '"'track'")" = 1 ] ||
    no "a copy of the file alone lacks the last command's event"
timeout 30 "$bin" --session c/s.adj -c 'log verify' > /dev/null ||
    no "the copy does not verify"

[ $fail -eq 0 ] && echo "startup wal: all passed"
exit $fail
