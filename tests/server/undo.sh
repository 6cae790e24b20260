#!/bin/sh
# Undo in a shared campaign, through the real client and the API: a side
# takes back its own typo, never a draw, a roll or a reveal (each refused
# in one line saying why, nothing recorded); never another role's
# command; the umpire takes back anything with a reason, which the other
# side reads in its `Meanwhile:` lines and its log; without a reason the
# umpire's undo in a script is refused.
# Usage: undo.sh ADJUTANT
. "$(dirname "$0")/../lib.sh"
adj() { "$bin" --session "$@"; }
two_campaigns
UN2=$(tok union toks2.txt); U2=$(tok umpire toks2.txt)
serve_start --rate 0
URL="http://127.0.0.1:$port"
H="$URL/v1/campaigns/$C"
post() { curl -s -o body -w '%{http_code}' -X POST -H "Authorization: Bearer $1" \
    --data-binary "$2" "$H/commands"; }
events() { sqlite3 "d/$1.adj" 'SELECT count(*) FROM event'; }
# A terminal that has looked at the game first: `next`, `draw` and `undo`
# are not sent when the campaign moved on since its player looked.
looked() { adj "$1" -c status > /dev/null 2>&1; }

adj u.adj -c "sync join $URL $U" > /dev/null 2>&1
adj n.adj -c "sync join $URL $UN" > /dev/null 2>&1
adj c.adj -c "sync join $URL $CS" > /dev/null 2>&1
adj n2.adj -c "sync join $URL $UN2" > /dev/null 2>&1
adj u2.adj -c "sync join $URL $U2" > /dev/null 2>&1
check "every terminal joined" "5" "$(ls u.adj n.adj c.adj n2.adj u2.adj | wc -l)"

# Typos stay cheap: a side takes back its own track change.
adj n2.adj -c 'track vp.union +4' > /dev/null 2>&1
looked n2.adj
adj n2.adj -c undo > out 2>&1; rc=$?
check "a side's undo of its own typo'd track change: allowed" "0 1" \
    "$rc $(grep -c '^Union undid #[0-9]* track vp.union +4. The log keeps both' out)"
adj u2.adj --json -c status > out 2>&1
check "...and the track is back where it was" 1 \
    "$(grep -c '"vp.union":0' out)"
# Never another role's command.
adj u2.adj -c 'note the umpire rules the ford found' > /dev/null 2>&1
n=$(events "$C2")
looked n2.adj
adj n2.adj -c undo > out 2>&1; rc=$?
check "a side's undo of the umpire's command: refused" "1 1 $n" \
    "$rc $(grep -c 'only the umpire takes back another' out) $(events "$C2")"
check "...naming whose it was as players say it" 1 \
    "$(grep -c "the last command was the umpire's, not yours" out)"

# The Longstreet Attacks cup: keys in, the umpire builds it.
adj n.adj -c 'key union stand' > /dev/null 2>&1
adj c.adj -c 'key csa rebel anv' > /dev/null 2>&1
looked u.adj
adj u.adj -c next -c next -c 'next chit-draw' > /dev/null 2>&1

# A draw is not the side's to take back: it would draw again.
looked n.adj
adj n.adj -c draw > /dev/null 2>&1
n=$(events "$C")
looked n.adj
adj n.adj -c undo > out 2>&1; rc=$?
check "a side's undo after its draw: refused in one line saying why" \
    "1 1 1" "$rc $(wc -l < out) $(grep -c '^undo: your `draw` drew a chit; only the umpire may take it back (`undo reason=WHY`)$' out)"
check "...and nothing was recorded" "$n" "$(events "$C")"
# The umpire may, with a reason; the other side reads it.
looked u.adj
adj u.adj -c 'undo reason="the cup was not shaken"' > out 2>&1; rc=$?
check "the umpire's undo of the side's draw, with a reason: allowed" "0 1" \
    "$rc $(grep -c '^Umpire undid #[0-9]* draw (Union) — “the cup was not shaken”. The log keeps both.$' out)"
adj c.adj -c status > out 2>&1
check "...the other side reads it in its Meanwhile lines" 1 \
    "$(grep -c '^Meanwhile: Umpire undid #[0-9]* draw (Union) — “the cup was not shaken”$' out)"
adj n.adj -c status > out 2>&1
check "...and so does the side that drew" 1 \
    "$(grep -c '^Meanwhile: Umpire undid #[0-9]* draw (Union) — “the cup was not shaken”$' out)"

# Dice, the server's or typed from real ones.
adj n.adj -c 'roll 2d6' > /dev/null 2>&1
looked n.adj
adj n.adj -c undo > out 2>&1; rc=$?
check "a side's undo after its roll: refused" "1 1" \
    "$rc $(grep -c '^undo: your `roll` rolled dice; only the umpire may take it back' out)"
adj n.adj -c 'roll 2d6 roll=11' > /dev/null 2>&1
looked n.adj
adj n.adj -c undo > out 2>&1; rc=$?
check "...typed from real dice, too" "1 1" "$rc $(grep -c 'rolled dice' out)"

# Every command that used dice, typed or not, in every game: the side may
# not take it back to roll again; the umpire may.  (Issue 21: a CIC's
# roll and ammunition kept no roll in their events.)
"$bin" serve --data d new longstreet-attacks whirlpool > toks3.txt
"$bin" serve --data d new terrible-swift-sword third-day > toks4.txt
C3=$(awk '/^campaign/ { print $2 }' toks3.txt)
C4=$(awk '/^campaign/ { print $2 }' toks4.txt)
H3="$URL/v1/campaigns/$C3"
H4="$URL/v1/campaigns/$C4"
# typed_undo NAME TOKEN UMPIRE CAMPAIGN-URL LINE: the side's LINE, then
# its undo refused (nothing recorded), then the umpire's allowed.
typed_undo() {
	check "$1: done" ok "$(post_line "$2" "$4" "$5")"
	n=$(sqlite3 "d/${4##*/}.adj" 'SELECT count(*) FROM event')
	check "...the side's undo refused, saying why" \
	    "undo: your \`${5%% *}\` rolled dice; only the umpire may take it back (\`undo reason=WHY\`)" \
	    "$(post_line "$2" "$4" undo)"
	check "...nothing recorded" "$n" \
	    "$(sqlite3 "d/${4##*/}.adj" 'SELECT count(*) FROM event')"
	check "...the umpire's undo, with a reason: allowed" ok \
	    "$(post_line "$3" "$4" 'undo reason=the dice were cocked')"
}
U3=$(tok umpire toks3.txt); UN3=$(tok union toks3.txt)
post_line "$UN3" "$H3" 'key union stand' > /dev/null
post_line "$(tok confederate toks3.txt)" "$H3" 'key csa rebel anv' > /dev/null
post_line "$U3" "$H3" next > /dev/null
post_line "$U3" "$H3" next > /dev/null
post_line "$U3" "$H3" 'next chit-draw' > /dev/null
post_line "$U3" "$H3" 'draw sickles' > /dev/null
typed_undo "a CIC played with real dice (Discard)" "$UN3" "$U3" "$H3" \
    'play sickles graham roll=6'
typed_undo "ammunition with real dice" "$(tok union toks4.txt)" \
    "$(tok umpire toks4.txt)" "$H4" 'ammo union caisson roll=1,6'
typed_undo "a look-up with real dice" "$UN" "$U" "$H" \
    'lookup break-test cr=4 roll=5'
typed_undo "a roll typed in" "$UN" "$U" "$H" 'roll d6 roll=3'

# A reveal: both sealed, the Confederate opens them, sees the Union's, and
# may not take it back to change its own.
adj n.adj -c 'declare operational' > /dev/null 2>&1
adj c.adj -c 'declare passive' > /dev/null 2>&1
looked c.adj
adj c.adj -c undo > out 2>&1; rc=$?
check "a sealed declaration (nothing shown yet) is the side's to take back" \
    "0 1" "$rc $(grep -c '^Confederate undid #[0-9]* declare passive. The log keeps both' out)"
adj c.adj -c 'declare passive' -c reveal > /dev/null 2>&1
n=$(events "$C")
looked c.adj
adj c.adj -c undo > out 2>&1; rc=$?
check "a side's undo after a reveal: refused" "1 1" \
    "$rc $(grep -c '^undo: your `reveal` revealed the sealed declarations; only the umpire' out)"
check "...and nothing was recorded" "$n" "$(events "$C")"

# The umpire without a reason: refused in a script, through the client and
# through the API alike.
looked u.adj
adj u.adj -c undo > out 2>&1; rc=$?
check "the umpire's undo without a reason, in a script: refused" "1 1" \
    "$rc $(grep -c 'the umpire says why, for every role to read: `undo reason=WHY`' out)"
post "$U" '{"line":"undo"}' > /dev/null
check "...and through the API" "1 $n" \
    "$(grep -c '"ok":false,"error":"undo: in a shared campaign the umpire says why' body) $(events "$C")"
looked u.adj
adj u.adj -c 'undo reason=the reveal came before the orders were in' > out 2>&1; rc=$?
check "the umpire's undo of the reveal, with a reason: allowed" "0 1" \
    "$rc $(grep -c '^Umpire undid #[0-9]* reveal (Confederate) — “the reveal came before the orders were in”' out)"
adj n.adj -c 'log undo' > out 2>&1
check "the other side's log shows the umpire's undo and its reason" 1 \
    "$(grep -c 'undo    Umpire undid #[0-9]* reveal (Confederate) — “the reveal came before the orders were in”' out)"
check "...kept with the undo event itself" "the reveal came before the orders were in" \
    "$(sqlite3 n.adj "SELECT json_extract(data, '\$.reason') FROM event WHERE kind = 'undo' ORDER BY seq DESC LIMIT 1")"

serve_stop
finish undo
