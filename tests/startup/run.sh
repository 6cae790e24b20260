#!/bin/sh
# What a start-up does not do (issue 27: start-up within twice sqlite3's
# own).
# - A command run without a prompt loads no library it does not use: the
#   prompt's readline (and the terminfo it pulls in), the server's
#   libmicrohttpd, the client's libcurl and libcrypto (but for `log
#   verify`, which hashes with it) are each loaded when first needed.
#   What is loaded is as the dynamic linker reports it (LD_DEBUG=libs).
# - A command leaves nothing beside the session (SQLite's -wal and -shm
#   are removed at close): the session alone holds every event once a
#   command ends, and a copy of the file by itself is whole.  `new`
#   leaves nothing under its temporary name.
# Usage: run.sh ADJUTANT
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
# loaded CMD...: the libraries the linker loaded for the command, one a
# line, by file name.
loaded() {
	LD_DEBUG=libs timeout 30 "$@" 2>&1 > /dev/null |
	    sed -n 's|.*calling init: .*/||p' | sort -u
}
for c in status 'log verify' 'lookup longstreet-attacks.break-test cr=4 roll=3'; do
	libs=$(loaded "$bin" --session s.adj -c "$c")
	[ -n "$libs" ] || no "$c: no library reported (LD_DEBUG=libs)"
	for l in libreadline libtinfo libcurl libmicrohttpd libcrypto; do
		# `log verify` hashes the chain with libcrypto's SHA-256.
		[ "$c.$l" != 'log verify.libcrypto' ] || continue
		case $libs in *"$l".so*) no "-c '$c' loads $l" ;; esac
	done
done
# A script too.
echo status > s.txt
libs=$(loaded "$bin" --session s.adj s.txt)
case $libs in *libreadline*) no "a script loads libreadline" ;; esac

[ "$(ls | grep -c 'new-')" = 0 ] || no "new left its temporary files: $(ls)"
timeout 30 "$bin" --session s.adj -c status > /dev/null || no "status: exit $?"
timeout 30 "$bin" --session s.adj -c 'track vp +1' -c status > /dev/null ||
    no "track: exit $?"
[ ! -e s.adj-wal ] && [ ! -e s.adj-shm ] ||
    no "a -wal or -shm left beside the session: $(ls)"
# The file alone, copied elsewhere, holds the command's event.
mkdir c && cp s.adj c/
[ "$(sqlite3 c/s.adj 'SELECT count(*) FROM event WHERE kind = '"'track'")" = 1 ] ||
    no "a copy of the file alone lacks the last command's event"
timeout 30 "$bin" --session c/s.adj -c 'log verify' > /dev/null ||
    no "the copy does not verify"

# A fresh game's status and its first four `next`, in every game, read
# the rules' first part alone (db/rules-first.txt); help, kept in the second, loads it and
# answers from it.
rest() { ADJUTANT_STATS=1 timeout 30 "$bin" "$@" 2>&1 >/dev/null |
    sed -n 's/^rules_rest=//p'; }
for gs in $(timeout 30 "$bin" -c games | awk '/^[a-z]/ { g = $1 }
    /^    / { print g ":" $1 }'); do
	rm -f g.adj
	timeout 30 "$bin" --session g.adj -c "new ${gs%%:*} ${gs#*:}" \
	    > /dev/null 2>&1 || no "new ${gs%%:*} ${gs#*:}: exit $?"
	[ "$(rest --session g.adj -c status)" = unread ] ||
	    no "status of a fresh $gs reads the rules' second part"
	[ "$(rest --session g.adj -c next -c next -c next -c next)" = unread ] ||
	    no "the first four next of $gs read the rules' second part"
done
out=$(timeout 30 "$bin" -c 'help roll')
[ "$(rest -c 'help roll')" = read ] && [ -n "$out" ] ||
    no "help does not load the rules' second part: $out"

[ $fail -eq 0 ] && echo "startup: all passed"
exit $fail
