#!/bin/sh
# How the session fixtures in this folder were made, and how to make
# them again.  Not run by the test suite: the committed .adj files are
# the fixtures (sessions as a given version of the program wrote them),
# and run.sh checks that the program of the day still opens them to the
# same answers.  Remaking them replaces what they test, so do it only on
# purpose (a new format, a fixture to add), then look at the diff.
#
#   la-midturn.adj       Longstreet Attacks, The Whirlpool: turn 1 played
#                        through, turn 2 stopped in the Chit Draw Phase
#                        with three chits held (a CIC among them).
#   bd-finished.adj      Bloodiest Day, historical, played to its end.
#   campaign-umpire.adj  the copies two terminals kept of a Longstreet
#   campaign-union.adj   Attacks campaign (umpire, Union), the server
#                        stopped; the Union's holds a command queued
#                        offline.
#   pre-head.adj         made by the first Adjutant (commit d46fb98, 22
#                        November 2026), which kept no head beside the
#                        chain: it verifies intact, with a note that its
#                        end cannot be checked.  Not remade here (this
#                        script makes files with today's program); it was
#                        made by that commit's build with
#                          adjutant --session pre-head.adj --seed 7 \
#                            -c 'new longstreet-attacks round-tops' \
#                            -c 'roll d6' -c 'track vp +1' -c next
#
# The two plain games use --seed, so they come out the same each time.
# The campaign's dice, blind events, nonces and tokens are the server's
# (it takes no seed): a remade copy differs, and its answers are
# recorded anew.  The server listens on 127.0.0.2:7919, an address kept
# in the copies, where nothing listens when the tests run: they open
# offline at once, as a terminal does when its server has gone (the
# token in them opened a campaign on a server that no longer exists).
#
# Usage: sh tests/sessions/make.sh [ADJUTANT]   (default
# build/release/adjutant) remakes the fixtures here, then records the
# answers with run.sh --record.
#        sh tests/sessions/make.sh ADJUTANT DIR   plays the same games into
# DIR and records nothing: that this script still plays them with today's
# commands (every line accepted) is checked so by the test suite, so that
# it is ready the day a fixture must be remade or one added.  The server
# then takes any free port of 127.0.0.2.
set -u
here=$(cd "$(dirname "$0")" && pwd)
B=${1:-build/release/adjutant}
bin=$(cd "$(dirname "$B")" && pwd)/$(basename "$B")
out=${2:-}
if [ -n "$out" ]; then
	mkdir -p "$out" && out=$(cd "$out" && pwd) || exit 1
	listen=127.0.0.2:0
else
	listen=127.0.0.2:7919
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1
export XDG_DATA_HOME="$work/xdg" HOME="$work"
adj() { "$bin" --session "$@"; }

# Longstreet Attacks mid-turn.  Turn 1: Key chits named, draws at random
# (Fortunes of War negates one), a chit held and one played, VP +1, a
# Break Test, a roll undone, a victory hex taken, the activations and the
# End Turn Phase.  Turn 2: Key chits, chits pulled by name (so the holds
# below always find them), the Broken Track, another Break Test and a
# roll; it stops with Firefight (Confederate), Sickles and Good Ground
# (Union) held.
adj la-midturn.adj --seed 11 - <<'EOF' > la.out 2>&1 || { cat la.out; exit 1; }
new longstreet-attacks whirlpool
note fixture: The Whirlpool played into turn 2, stopped mid-turn with chits held
key union stand
key csa rebel anv
next build
next draw-chit
draw
draw
draw
hold rally
play firefight
draw
draw
hand
track vp +1
lookup break-test cr=4 roll=3
roll d66 roll=62
undo
control 2613 csa
next
next
next
next
next
next
draw
next
next
next
next
next
next
next end yes
next
next
next
next
next
next
key union good
key csa confident firefight
next build
next draw-chit
draw csa-firefight
hold firefight
draw hood law roll=2
next
next
track broken put "21 MS" 2
lookup break-test cr=3 roll=5
roll 2d6
next
next
next
note the Hood Replacement brigade is done; back to the cup
next
draw sickles
hold sickles
draw usa-good-ground
hold good
hand
EOF

# Bloodiest Day to the end.  Turn 1: a star area, the Union's check with
# real dice, McClellan and Sumner activated, the Advantage's free
# impulse, an assault and its absorption, Hooker killed, a unit lost on
# each side, a Bridge & Ford look-up, a roll undone, the phase ended by
# passes.  Turn 2: the Confederates take area 1, a volley, Mansfield
# wounded.  Turn 3: Lee and Porter, an assault, a bombardment, the
# Advantage's second area.  Turns 4-7: the Union takes 8, 10 and 34 (its
# decisive victory), a unit reorganized, Longstreet wounded.  Each turn
# from 2 on: five steps to the Confederate's first impulse, `next roll=N`
# for the Union's check, then both pass.  Passes end the Action Phase
# only one after the other (BD 3.0): a `pass` in an impulse where the
# side acted ends that impulse and is no pass, so turns 1 and 3, whose
# last impulse fought, end with three.
adj bd-finished.adj --seed 5 - <<'EOF' > bd.out 2>&1 || { cat bd.out; exit 1; }
new bloodiest-day historical
note fixture: Bloodiest Day, historical, played to its end
control 29 union
next roll=9
impulse
activate mcclellan
next
use free-impulse
next
next roll=9
activate sumner
assault lead=3 units=3 div=3 leader dlead=2 tem=2 fresh=2 spent=1 roll=9,5
absorb 5 fresh=2 spent=1
casualty hooker roll=7
eliminated union Phelps 4
eliminated csa "G.T. Anderson" 3
lookup bridge-ford spent-enemy-across roll=8
roll 2d6
undo
pass
pass
pass
next
next
next
next
next
next roll=6
control 1 csa
next
volley lead=3 units=2 dlead=2 dart=1 fresh=2 spent=0 roll=7,6 by=csa
casualty mansfield roll=9
next roll=8
pass
pass
next
next
next
next
next
activate lee
next roll=10
activate porter
next
assault lead=4 units=2 dlead=2 tem=1 fresh=1 spent=1 roll=10,6
eliminated union Meade 3
next roll=10
use second-area
bombard str=4 guns=2 leader dlead=2 tem=2 dart roll=8,6
eliminated csa Hood 4
pass
pass
pass
next
next
next
next
next
next roll=11
control 8 union
pass
pass
next
next
next
next
next
next roll=11
reorganize csa "G.T. Anderson" lee
eliminated csa Evans 2
pass
pass
next
next
next
next
next
next roll=11
control 10 union
control 34 union
casualty longstreet roll=8
pass
pass
next
next
next
next
next
next roll=11
lookup leader-casualty roll=4
pass
pass
next
next
next
next
EOF
adj bd-finished.adj -c status | grep -q '^Game over' || { echo "make.sh: Bloodiest Day did not end"; exit 1; }

# The campaign: a server on 127.0.0.2:7919, an umpire's and a Union
# terminal joined; the Union's Key chit and a note through its terminal,
# the umpire's keys, cup and draws (by name), a roll, VP +1 undone (with
# the reason a campaign's umpire gives), a hex, a look-up; the Union
# holds its chit, and the umpire looks (`status`) before drawing on, as
# a command sent on a game that moved since its terminal last looked is
# not sent.  Then the server stops and the Union queues a note offline.
"$bin" serve --data d new longstreet-attacks round-tops > toks.txt || exit 1
tok() { awk -v r="$1" '$1 == r { print $2 }' toks.txt; }
"$bin" serve --data d --listen "$listen" > serve.log 2>&1 &
pid=$!
i=0
while ! grep -q listening serve.log 2>/dev/null && [ $i -lt 100 ]; do
	sleep 0.1; i=$((i + 1)); done
grep -q listening serve.log || { cat serve.log; kill "$pid"; exit 1; }
URL=http://$(sed -n 's/.*listening on \(127\.0\.0\.2:[0-9]*\).*/\1/p' serve.log)
{
adj campaign-umpire.adj -c "sync join $URL $(tok umpire)" &&
adj campaign-union.adj -c "sync join $URL $(tok union)" &&
adj campaign-union.adj -c 'key union stand' -c 'note union: the key is in' &&
adj campaign-umpire.adj -c 'key csa rebel anv' -c 'next build' \
    -c 'next draw-chit' -c 'draw usa-stand-to-it' -c 'roll 2d6' \
    -c 'track vp +1' -c 'undo reason=the VP was not yet earned' -c 'control 3116 csa' \
    -c 'lookup break-test cr=4 roll=3' &&
adj campaign-union.adj -c 'hold stand' &&
adj campaign-umpire.adj -c status -c 'draw barnes vincent' -c 'draw birney ward' &&
adj campaign-union.adj -c status
} > camp.out 2>&1 || { cat camp.out; kill "$pid"; exit 1; }
kill -TERM "$pid"
wait "$pid"
adj campaign-union.adj -c 'note written offline' > off.out 2>&1
grep -q '^Queued #' off.out || { cat off.out; exit 1; }

for f in la-midturn bd-finished campaign-umpire campaign-union; do
	cp "$f.adj" "${out:-$here}/$f.adj" || exit 1
done
if [ -n "$out" ]; then
	for f in la-midturn bd-finished campaign-umpire campaign-union; do
		adj "$out/$f.adj" -c 'log verify' > verify.out 2>&1 ||
		    { cat verify.out; echo "make.sh: $f.adj does not verify"; exit 1; }
	done
	exit 0
fi
cd "$here/../.." && sh tests/sessions/run.sh "$bin" --record
