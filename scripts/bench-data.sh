#!/bin/sh
# The data set every review figure is measured on: a session of about
# EVENTS events, made from a game played to its end by script through
# the real program.
#
# How it replicates.  The game is played once, to its end, by
# tests/fixtures/play/play.sh (the commands of a played game as typed at
# the table, with its seed: activations, combats with their dice,
# losses, leaders hit, VP, notes, an undo).
# Its journal is then copied into OUT as one long session: the opening
# (`new` and what came before turn 1's first step), the played turns
# repeated as many times as EVENTS asks, as if the table set the board
# up again and played the scenario once more in the same session, and
# the game's end once, after the last repeat.  Each repeat's events keep
# their turn, step, kind, visibility, text and data, so the file holds
# the kinds and sizes of real play in their real proportions, and every
# turn in it is one the scenario has; seq and cmd (a command is its
# first event's seq) are moved on past the copy before, with the events
# they name (an undo's "cmd", a reroll's "replaces"), and each repeat's
# times three seconds an event later.  The chain is then hashed again
# by the journal's own event_hash (scripts/bench-chain.c) and the head
# set, so `log verify` checks the file as it checks any the program
# wrote, and the fold opens it as it opens a session played that long.
# A game at the table records no dice commitments (those are a
# campaign server's), so there are none to copy.
#
# The game: BENCH_GAME, a NAME of tests/fixtures/play/NAME.cmds
# (default bloodiest-day, the one that holds every kind of event above;
# round-tops and third-day work as well).
#
# Usage: bench-data.sh ADJUTANT OUT.adj EVENTS
# 1,000,000 events take about 20 s (on two shared cores).
set -eu
[ $# -eq 3 ] || { echo "usage: bench-data.sh ADJUTANT OUT.adj EVENTS" >&2; exit 2; }
case $3 in
''|*[!0-9]*) echo "bench-data.sh: EVENTS must be a number of events (digits), not \"$3\"" >&2; exit 2 ;;
esac
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
out=$2 events=$3
root=$(cd "$(dirname "$0")/.." && pwd)
game=${BENCH_GAME:-bloodiest-day}
play=$root/tests/fixtures/play/$game.cmds
[ -f "$play" ] || { echo "bench-data.sh: no played game \"$game\" (tests/fixtures/play/NAME.cmds)" >&2; exit 2; }
chain=$root/build/release/bench-chain
make -s -C "$root" build/release/bench-chain >/dev/null

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
trap 'exit 130' INT TERM
rm -f "$out" "$out-wal" "$out-shm"

# The game, played once (play.sh fails unless every command is taken
# and the game ends).
sh "$root/tests/fixtures/play/play.sh" "$bin" "$work/play" "$game" >&2 ||
    { tail -5 "$work/play/$game.out" >&2; exit 1; }
mv "$work/play/$game.adj" "$work/g.adj"
n=$(sqlite3 "$work/g.adj" 'SELECT count(*) FROM event')

# b: turn 1's first step (the first event after `new`); e: the command
# that ended the game (or past the last event); L: the played turns.
set -- $(sqlite3 -separator ' ' "$work/g.adj" "SELECT
    (SELECT min(seq) FROM event WHERE seq > 1),
    coalesce((SELECT cmd FROM event WHERE kind = 'end' ORDER BY seq LIMIT 1),
    (SELECT max(seq) + 1 FROM event))")
b=$1 e=$2 l=$(($2 - $1))
[ "$l" -gt 0 ] || { echo "bench-data.sh: $play ended before its first turn" >&2; exit 1; }
k=$(( (events - (b - 1) - (n - e + 1) + l / 2) / l ))
[ "$k" -ge 1 ] || k=1

sqlite3 "$work/g.adj" "PRAGMA wal_checkpoint(TRUNCATE)" >/dev/null
cp "$work/g.adj" "$out"
sqlite3 "$out" >/dev/null <<EOF
PRAGMA journal_mode = OFF;
PRAGMA synchronous = OFF;
PRAGMA temp_store = MEMORY;
PRAGMA cache_size = -262144;
BEGIN;
CREATE TEMP TABLE src AS SELECT * FROM event WHERE seq >= $b;
DELETE FROM event WHERE seq >= $b;
WITH RECURSIVE r(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM r WHERE i < $k - 1),
copy AS (SELECT s.*, r.i * $l AS off FROM r, src s WHERE s.seq < $e
    UNION ALL SELECT s.*, ($k - 1) * $l FROM src s WHERE s.seq >= $e)
INSERT INTO event
SELECT seq + off, CASE WHEN off = 0 THEN cmd ELSE max(cmd, $b) + off END, turn, phase, kind, vis, text,
    CASE WHEN kind = 'undo' AND json_type(data, '\$.cmd') = 'integer'
	THEN json_set(data, '\$.cmd', json_extract(data, '\$.cmd') + off)
    WHEN json_type(data, '\$.replaces') = 'integer'
	THEN json_set(data, '\$.replaces', json_extract(data, '\$.replaces') + off)
    ELSE data END,
    strftime('%Y-%m-%dT%H:%M:%SZ', at, '+' || (off * 3) || ' seconds'),
    printf('%064d', 0), printf('%064d', 0)
FROM copy ORDER BY seq + off;
COMMIT;
EOF
"$chain" "$out"
echo "$out: $(sqlite3 "$out" 'SELECT count(*) FROM event') events: $(basename "$play") ($n events), its $l events of play repeated $k times"
