#!/bin/sh
# Dice nobody can doubt (issue 24, item 8): a campaign's server commits to
# the seed of each turn's dice before it rolls them, derives every roll
# from that seed, the role it is rolled for and that role's count, and
# reveals the seed as the turn ends; `log verify` in the umpire's copy and
# in a side's recomputes every roll of every finished turn and says how
# many.  An undone roll still counts; the undo of a turn's end has a fresh
# seed committed to.  A draw or a revealed seed edited in a copy (its hash
# chain made good again, so that only the dice can tell) is reported at
# its event; so is a roll whose dice were edited.  One draw is recomputed
# by the openssl command, from the derivation's description alone.  The
# seed of picks at random that decided secrets is kept past the turn.
# Usage: dice.sh ADJUTANT
tests=$(cd "$(dirname "$0")/.." && pwd)
. "$tests/lib.sh"
adj() { "$bin" --session "$@"; }
rechain() { sh "$tests/fixtures/rechain.sh" "$@"; }
q() { sqlite3 "d/$C.adj" "$1"; }
"$bin" serve --data d new terrible-swift-sword little-round-top > toks.txt || exit 1
C=$(awk '/^campaign/ { print $2 }' toks.txt)
U=$(tok umpire); UN=$(tok union); CS=$(tok confederate)
# A Longstreet Attacks campaign too, whose picks at random decide secrets.
"$bin" serve --data d new longstreet-attacks round-tops > toks2.txt || exit 1
C2=$(awk '/^campaign/ { print $2 }' toks2.txt); U2=$(tok umpire toks2.txt)

# Made: its dice are committed to before any command.
check "a new campaign commits to its first turn's dice" "1|1|all" \
    "$(q "SELECT json_extract(data, '$.epoch'), json_extract(data, '$.turn') = turn, vis FROM event WHERE kind = 'dice-commit'")"
seed1=$(q "SELECT substr(value, 1, 64) FROM meta WHERE key = 'dice-seed-1'")
t1=$(q "SELECT turn FROM event WHERE kind = 'dice-commit'")
check "...its seed kept beside the journal, in no event" "64 0" \
    "${#seed1} $(q "SELECT count(*) FROM event WHERE data LIKE '%$seed1%'")"
check "...and the commitment is its SHA-256" \
    "$(printf '%s' "$seed1" | xxd -r -p | sha256sum | cut -c1-64)" \
    "$(q "SELECT json_extract(data, '$.commit') FROM event WHERE kind = 'dice-commit'")"

serve_start --rate 0
URL="http://127.0.0.1:$port"
adj u.adj -c "sync join $URL $U" > /dev/null 2>&1
adj n.adj -c "sync join $URL $UN" > /dev/null 2>&1
adj c.adj -c "sync join $URL $CS" > /dev/null 2>&1

# Turn 1: every role rolls; a typed roll; an undone roll.
adj u.adj -c 'roll 2d6' > /dev/null 2>&1
adj n.adj -c 'roll d66' -c 'roll 3d6' > /dev/null 2>&1
adj c.adj -c 'roll d6' -c 'lookup caisson' > /dev/null 2>&1
adj n.adj -c 'roll 2d6 roll=7' > /dev/null 2>&1
check "each roll records its draws: epoch, role, count" \
    "union:1,2|union:3,4,5" \
    "$(q "SELECT json_extract(data, '$.draws.role') || ':' || (SELECT group_concat(json_extract(value, '$.n')) FROM json_each(data, '$.draws.each')) FROM event WHERE kind = 'roll' AND json_extract(data, '$.actor') = 'union' AND json_extract(data, '$.draws.epoch') = 1 ORDER BY seq" | paste -sd '|')"
check "...a typed roll none" "1|0" \
    "$(q "SELECT count(*), count(json_extract(data, '$.draws')) FROM event WHERE kind = 'roll' AND json_extract(data, '$.typed')")"
adj u.adj -c 'roll d6' > /dev/null 2>&1
adj u.adj -c 'undo reason=rolled for the wrong unit' > /dev/null 2>&1
adj u.adj -c 'roll d6' > /dev/null 2>&1
check "an undone roll still counts: the umpire's next draw is his fourth" \
    "4" "$(q "SELECT json_extract(data, '$.draws.each[0].n') FROM event WHERE kind = 'roll' ORDER BY seq DESC LIMIT 1")"
check "the seed is in no copy" "0 0 0" \
    "$(grep -ac "$seed1" u.adj) $(grep -ac "$seed1" n.adj) $(grep -ac "$seed1" c.adj)"
adj u.adj -c 'log verify' > out 2>&1
check "log verify in the turn: nothing revealed yet, the typed roll apart" 1 \
    "$(grep -c '^Dice: 0 server draws in 0 revealed turns recomputed from their seeds; 11 in the turn under way not yet revealed; 1 roll typed from real dice, not counted\.$' out)"

# The turn's end reveals the seed and commits to the next.
turn() { adj u.adj --json -c status 2>/dev/null | sed -n 's/.*"turn":\([0-9]*\),.*/\1/p' | head -1; }
i=0
while [ "$(turn)" = 1 ] && [ $i -lt 40 ]; do
	adj u.adj -c next > /dev/null 2>&1; i=$((i + 1)); done
check "the umpire's nexts reach turn 2" 2 "$(turn)"
moved=$(q "SELECT cmd FROM event WHERE kind = 'phase' AND turn > $t1 ORDER BY seq LIMIT 1")
check "the command that moved into turn 2 revealed epoch 1 and committed to epoch 2" \
    "dice-reveal:1:$((t1 + 1)) dice-commit:2:$((t1 + 1))" \
    "$(q "SELECT kind || ':' || json_extract(data, '$.epoch') || ':' || turn FROM event WHERE cmd = $moved AND kind LIKE 'dice-%' ORDER BY seq" | paste -sd ' ')"
check "...the seed revealed is the one kept" "$seed1" \
    "$(q "SELECT json_extract(data, '$.seed') FROM event WHERE kind = 'dice-reveal' AND json_extract(data, '$.epoch') = 1")"

# Anyone can recompute a draw from the description alone: HMAC-SHA256
# of "adjutant-dice-1\nEPOCH\nROLE\nCOUNT\n0" keyed by the seed, its first
# 64 bits modulo the range.
mac=$(printf 'adjutant-dice-1\n1\nunion\n3\n0' |
    openssl dgst -sha256 -mac HMAC -macopt "hexkey:$seed1" | awk '{ print $NF }')
hi=$((0x$(echo "$mac" | cut -c1-8))) lo=$((0x$(echo "$mac" | cut -c9-16)))
check "openssl recomputes the union's third draw (a d6)" \
    "$(( ((hi % 6) * (4294967296 % 6) + lo) % 6 ))" \
    "$(q "SELECT json_extract(value, '$.v') FROM event, json_each(data, '$.draws.each') WHERE json_extract(data, '$.draws.role') = 'union' AND json_extract(value, '$.n') = 3 AND json_extract(data, '$.draws.epoch') = 1")"

# The undo of a turn's end: its seed is revealed, a fresh one committed.
adj u.adj -c 'undo reason=one step too far' > /dev/null 2>&1
check "the turn's end undone: turn 1 again" 1 "$(turn)"
check "...epoch 2 revealed and epoch 3 committed to for turn 1" \
    "dice-reveal:2: dice-commit:3:$t1" \
    "$(q "SELECT kind || ':' || json_extract(data, '$.epoch') || ':' || ifnull(json_extract(data, '$.turn'), '') FROM event WHERE cmd = (SELECT max(cmd) FROM event) AND kind LIKE 'dice-%' ORDER BY seq" | paste -sd ' ')"
adj n.adj -c 'roll d6' > heard.out 2>&1
check "...the side's terminal hears of the undo, not of the epochs" "1 0" \
    "$(grep -c '^Meanwhile: Umpire undid #[0-9]* next' heard.out) $(grep -c 'epoch' heard.out)"
check "...the next roll draws from epoch 3, count 1" "3 1" \
    "$(q "SELECT json_extract(data, '$.draws.epoch') || ' ' || json_extract(data, '$.draws.each[0].n') FROM event WHERE kind = 'roll' ORDER BY seq DESC LIMIT 1")"
i=0
while [ "$(turn)" = 1 ] && [ $i -lt 40 ]; do
	adj u.adj -c next > /dev/null 2>&1; i=$((i + 1)); done
adj n.adj -c 'roll 2d6' > /dev/null 2>&1
adj c.adj -c status > /dev/null 2>&1

# Every copy recomputes the draws of the three revealed epochs.
drawn=$(q "SELECT sum(json_array_length(data, '$.draws.each')) FROM event WHERE json_extract(data, '$.draws.epoch') < 4")
adj u.adj -c 'log verify' > out 2>&1; rc=$?
check "the umpire's copy recomputes every draw of the finished turns" \
    "0 1 1" "$rc $(grep -c 'hash chain intact' out) $(grep -c "^Dice: $drawn server draws in 3 revealed turns recomputed from their seeds; 2 in the turn under way not yet revealed; 1 roll typed from real dice, not counted\.$" out)"
seen=$(q "SELECT sum(json_array_length(data, '$.draws.each')) FROM event WHERE json_extract(data, '$.draws.epoch') < 4 AND vis IN ('all', 'union')")
adj n.adj -c 'log verify' > out 2>&1; rc=$?
check "...and a side's copy, as far as it holds the events" "0 1" \
    "$rc $(grep -c "^Dice: $seen server draws in 3 revealed turns recomputed" out)"
adj c.adj -c 'log verify' > out 2>&1; rc=$?
check "...and the other side's" "0 1" \
    "$rc $(grep -c "^Dice: [0-9]* server draws in 3 revealed turns recomputed" out)"
# Picks at random that decided secrets (Key chits chosen for a side, the
# chits put in the cup blind): at the turn's end the dice's seed is
# revealed, the picks' kept, or the others could recompute the secrets.
for l in 'force key union at random' 'force key confederate at random' \
    next next 'next draw-chit' 'next end yes' 'next key-chits'; do
	post_line "$U2" "$URL/v1/campaigns/$C2" "$l" > /dev/null; done
q2() { sqlite3 "d/$C2.adj" "$1"; }
check "a turn whose picks decided secrets: the dice's seed revealed, the picks' kept" \
    "1|0" "$(q2 "SELECT json_type(data, '$.seed') IS NOT NULL, json_type(data, '$.picks_seed') IS NOT NULL FROM event WHERE kind = 'dice-reveal'")"
check "...and every pick of the turn was in an event not every role reads" 0 \
    "$(q2 "SELECT count(*) FROM event WHERE json_extract(data, '$.picks.epoch') = 1 AND vis = 'all'")"
serve_stop
adj "d/$C2.adj" -c 'log verify' > out 2>&1; rc=$?
check "...log verify counts them kept until the game ends" "0 1" \
    "$rc $(grep -c '^Dice: 0 server draws in 1 revealed turn recomputed from their seeds; [1-9][0-9]* whose seed is kept until the game ends (they decided what only some roles see)\.$' out)"
adj "d/$C.adj" --json -c 'log verify' > out 2>&1; rc=$?
check "...and the server's own file (--json: the figures)" \
    "0 $drawn 3 2 1" \
    "$rc $(sed -n 's/.*"dice":{"checked":\([0-9]*\),"revealed_turns":\([0-9]*\),"unrevealed":\([0-9]*\),"held":0,"unseen":0,"uncommitted":0,"typed":\([0-9]*\)}.*/\1 \2 \3 \4/p' out)"

# Forgeries, each in a copy of a copy with its chain made good again.
roll3=$(sqlite3 u.adj "SELECT seq FROM event WHERE kind = 'roll' AND json_extract(data, '$.dice') = '3d6'")
# forge COPY SEQ PATH VALUE: in a copy of COPY, event SEQ's data at PATH
# set to VALUE (SQL), its chain made good again; `log verify` of it in
# out, and "EXIT CHAIN-INTACT" printed.
forge() {
	cp "$1" forged.adj
	sqlite3 forged.adj "UPDATE event SET data = json_set(data, '$3', $4) WHERE seq = $2"
	rechain forged.adj "$2"
	adj forged.adj -c 'log verify' > out 2>&1
	echo "$? $(grep -c 'intact\|Copy verified' out)"
}
next_face() { echo "(json_extract(data, '$1') + 1) % 6"; }
check "a draw edited: the chain is intact, the dice are not, at its event" \
    "1 1 1" "$(forge u.adj "$roll3" '$.draws.each[1].v' "$(next_face '$.draws.each[1].v')") $(grep -c "^log verify: dice: event $roll3: union's die 4 of epoch 1 is recorded as .*: the draw was altered" out)"
check "a roll's dice edited, its draws not: reported at its event" "1 1 1" \
    "$(forge u.adj "$roll3" '$.faces[0]' "$(next_face '$.faces[0]') + 1") $(grep -c "^log verify: dice: event $roll3: the roll shows" out)"
look=$(sqlite3 u.adj "SELECT seq FROM event WHERE kind = 'lookup'")
check "a look-up's die edited: reported at its event" "1 1 1" \
    "$(forge u.adj "$look" '$.dice[0]' "$(next_face '$.dice[0]') + 1") $(grep -c "^log verify: dice: event $look: its die shows" out)"
rev=$(sqlite3 u.adj "SELECT seq FROM event WHERE kind = 'dice-reveal' AND json_extract(data, '$.epoch') = 1")
check "the revealed seed edited: reported at its reveal" "1 1 1" \
    "$(forge u.adj "$rev" '$.seed' "'$(printf '%064d' 7)'") $(grep -c "^log verify: dice: event $rev: the seed revealed for the dice of epoch 1 does not hash to its commitment" out)"
check "a draw edited in a side's copy: its own hashes intact, the dice not" \
    "1 1 1" "$(forge n.adj "$roll3" '$.draws.each[0].v' "$(next_face '$.draws.each[0].v')") $(grep -c "^log verify: dice: event $roll3: union's die 3 of epoch 1" out)"

finish dice
