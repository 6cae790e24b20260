#!/bin/sh
# A fuzz test of the campaign server's HTTP face: thousands of malformed
# and hostile requests (tests/server/fuzz.c) must meet 4xx JSON errors,
# never a crash, a 500 or a sanitizer report, and a client that stalls
# half-way must be cut off.  Repeatable: the seeds are fixed.
# Usage: fuzz.sh ADJUTANT
set -u
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
src=$(cd "$(dirname "$0")" && pwd)/fuzz.c
work=$(mktemp -d)
pid=
cleanup() { [ -n "$pid" ] && kill -9 "$pid" 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT
cd "$work" || exit 1
export XDG_DATA_HOME="$work/xdg" HOME="$work"
fails=0
check() {	# check NAME EXPECTED ACTUAL
	if [ "$2" = "$3" ]; then echo "ok   $1"; else
		echo "FAIL $1: expected [$2], got [$3]"; fails=$((fails + 1)); fi
}
port=0	# the system picks one; read back from the log

if ! cc -std=c11 -D_GNU_SOURCE -Wall -Wextra -Werror -O2 -o fuzz "$src" \
    -lpthread; then echo "FAIL fuzz.c does not compile"; echo "fuzz: 1 failed"; exit 1; fi
"$bin" serve --data d new longstreet-attacks round-tops > toks.txt || exit 1
C=$(awk '/^campaign/ { print $2 }' toks.txt)
U=$(awk '$1 == "umpire" { print $2 }' toks.txt)
OB=$(awk '$1 == "observer" { print $2 }' toks.txt)
# No rate limit: the fuzz is the flood.  A sanitizer report comes with
# its stack (the ASan build stops at the first one).
UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1} \
    "$bin" serve --data d --listen "127.0.0.1:$port" --rate 0 --timeout 3 \
    > serve.log 2>&1 &
pid=$!
i=0
while ! grep -q listening serve.log 2>/dev/null && [ $i -lt 50 ]; do
	sleep 0.1; i=$((i + 1)); done
check "the server listens" 1 "$(grep -c listening serve.log)"
port=$(sed -n 's/.*listening on 127\.0\.0\.1:\([0-9]*\).*/\1/p' serve.log)

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
kill -TERM "$pid" 2>/dev/null; wait "$pid"; rc=$?; pid=
check "SIGTERM: clean exit" 0 "$rc"
san='ERROR: AddressSanitizer|runtime error:|LeakSanitizer'
check "no sanitizer report" 0 "$(grep -c -E "$san" serve.log)"
if [ $fails -ne 0 ]; then
	echo "     server log (sanitizer reports, else the last lines):"
	{ grep -E -A 12 "$san" serve.log || tail -n 20 serve.log; } |
	    head -n 40 | sed 's/^/     /'
fi
[ $fails -eq 0 ] && echo "fuzz: all passed" || echo "fuzz: $fails failed"
[ $fails -eq 0 ]
