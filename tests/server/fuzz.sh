#!/bin/sh
# A fuzz test of the campaign server's HTTP face: thousands of malformed
# and hostile requests (tests/server/fuzz.c) must meet 4xx JSON errors,
# never a crash, a 500 or a sanitizer report, and a client that stalls
# half-way must be cut off.  Repeatable: the seeds are fixed.
# Usage: fuzz.sh ADJUTANT
src=$(cd "$(dirname "$0")" && pwd)/fuzz.c
. "$(dirname "$0")/../lib.sh"

if ! cc -std=c11 -D_GNU_SOURCE -Wall -Wextra -Werror -O2 -o fuzz "$src" \
    -lpthread; then echo "FAIL fuzz.c does not compile"; echo "fuzz: 1 failed"; exit 1; fi
"$bin" serve --data d new longstreet-attacks round-tops > toks.txt || exit 1
C=$(awk '/^campaign/ { print $2 }' toks.txt)
U=$(awk '$1 == "umpire" { print $2 }' toks.txt)
OB=$(awk '$1 == "observer" { print $2 }' toks.txt)
# No rate limit: the fuzz is the flood.
serve_start --rate 0 --timeout 3
check "the server listens" 1 "$(grep -c listening serve.log)"

# Each run prints its summary line; what failed goes to fuzz.err.
run() {	# run NAME ARGS...
	name=$1; shift
	./fuzz "$port" "$C" "$U" "$OB" "$@" 2> fuzz.err
	rc=$?
	sed 's/^/     /' fuzz.err
	check "$name" 0 $rc
}
for seed in 1 2 3; do
	kill -0 "$pid" 2>/dev/null || break	# a dead server: said below
	run "seed $seed: no 500, JSON errors, still serving" "$seed" 1500
done
kill -0 "$pid" 2>/dev/null && run "stalled clients are cut off" 0 slow

check "the server is still running" yes "$(kill -0 "$pid" 2>/dev/null && echo yes)"
serve_stop; rc=$?
check "SIGTERM: clean exit" 0 "$rc"
if [ -n "$(cat "$work"/sanitizer.* 2>/dev/null)" ] || [ $fails -ne 0 ]; then
	echo "     sanitizer reports, else the server's last lines:"
	{ cat "$work"/sanitizer.* 2>/dev/null || tail -n 20 serve.log; } |
	    head -n 40 | sed 's/^/     /'
fi
finish fuzz
