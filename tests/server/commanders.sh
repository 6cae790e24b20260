#!/bin/sh
# Commanders under a side (issue 15, item 8), through the real client: the
# operator adds one before the campaign is served, the umpire another from
# a joined terminal (its token and join link on the umpire's screen only);
# a commander joins with his link, sees his side's view and his own
# messages (which the rest of his side does not), acts for his side only,
# and is named as himself in every role's log; a new token stops the old.
# Usage: commanders.sh ADJUTANT
. "$(dirname "$0")/../lib.sh"
two_campaigns
adj() { "$bin" --session "$@"; }
# A role's log, without the Meanwhile: lines its command printed first.
logof() { adj "$1" -c log 2>&1 | grep -v '^Meanwhile'; }

# The operator's, before the campaign is served.
"$bin" serve --data d role add "$C" csa longstreet > lt.txt 2> err; rc=$?
check "the operator adds a commander under a side, with his token" "0 1 1" \
    "$rc $(grep -c '^Longstreet joins the Confederate as a commander\.$' lt.txt) $(grep -c '^confederate/longstreet [0-9a-f]\{64\}$' lt.txt)"
LT=$(tok confederate/longstreet lt.txt)
"$bin" serve --data d role add "$C" union longstreet > /dev/null 2> err; rc=$?
check "...a name taken is refused in one line" "1 1" \
    "$rc $(grep -c 'longstreet is a commander already, under the Confederate' err)"
"$bin" serve --data d role add "$C" union "Law's" > /dev/null 2> err; rc=$?
check "...and a name that is not a word" "1 1" \
    "$rc $(grep -c "a commander's name is a word of at most 16 lower-case" err)"
"$bin" serve --data d role add "$C" umpire buford > /dev/null 2> err; rc=$?
check "...and a side there is not" "1 1" \
    "$rc $(grep -c '"umpire" is not a side: expected union or confederate' err)"

serve_start --rate 0
URL="http://127.0.0.1:$port"
H="$URL/v1/campaigns/$C"
"$bin" serve --data d role add "$C" union buford > /dev/null 2> err; rc=$?
check "while served, the operator is sent to the umpire's command" "1 1" \
    "$rc $(grep -c 'is being served: the umpire adds a commander from a joined terminal' err)"

adj u.adj -c "sync join $URL $U" > /dev/null 2>&1
adj n.adj -c "sync join $URL $UN" > /dev/null 2>&1
adj c.adj -c "sync join $URL $CS" > /dev/null 2>&1
adj o.adj -c "sync join $URL $OB" > /dev/null 2>&1
adj l.adj -c "sync join $(sed -n 's/^  join: //p' lt.txt | sed "s|http://HOST:PORT|$URL|")" > out 2>&1
check "the commander joins with his join link" 1 \
    "$(grep -c 'confederate/longstreet' out)"

# The umpire's, from a joined terminal.
adj u.adj -c 'role add union buford' > bu.txt 2>&1; rc=$?
check "the umpire adds a commander: the token and join link, on his screen" "0 1 1" \
    "$rc $(grep -c '^union/buford [0-9a-f]\{64\}$' bu.txt) $(grep -c "^  join: adjutant+$URL/v1/campaigns/$C#[0-9a-f]\{64\}$" bu.txt)"
BU=$(tok union/buford bu.txt)
check "...the token is in no file of the server's nor of the umpire's copy" "0 0" \
    "$(grep -rac "$BU" d | grep -vc ':0$') $(grep -ac "$BU" u.adj)"
adj n.adj -c 'role add union gamble' > out 2>&1; rc=$?
check "a side may not add one" "1 1" "$rc $(grep -c 'the umpire adds' out)"
adj b.adj -c "sync join $URL $BU" > /dev/null 2>&1

# Who sees whom: a side its own commanders, never the enemy's.
adj n.adj -c campaign > out 2>&1
check "the Union reads its commander, not the Confederate's" "1 0" \
    "$(grep -c 'union/buford' out) $(grep -c longstreet out)"
adj l.adj -c campaign > out 2>&1
check "Longstreet is told who he is" "1 0" \
    "$(grep -c '^You are the Longstreet (Confederate)\.$' out) $(grep -c buford out)"
check "...and his terminal asks for what his side owes, with its command" 1 \
    "$(grep -c '^The campaign waits for your Key chits: `key confederate CHIT...` (the umpire may `force` it)\.$' out)"
adj l.adj -c campaign > out 2>&1
check "...once: the next command does not ask again" 0 \
    "$(grep -c 'The campaign waits for your' out)"
adj o.adj -c campaign > out 2>&1
check "...the observer reads none" "0 0" \
    "$(grep -c buford out) $(grep -c longstreet out)"
curl -s -H "Authorization: Bearer $LT" "$H/state" > body
check "the web view's state names whose eyes" 1 \
    "$(grep -c '"role_name":"Longstreet (Confederate)"' body)"

# Messages to a commander reach him alone (and the umpire).
adj u.adj -c "message longstreet Take the Round Tops; Law's brigade leads arrives=+0" > out 2>&1
check "the umpire writes to a commander by name" 1 \
    "$(grep -c "^Message #1 to Longstreet (Confederate), arriving turn 1 (4:20): “Take the Round Tops; Law's brigade leads”\.$" out)"
logof l.adj > out
check "...Longstreet reads it" 1 \
    "$(grep -c "Message #1 from the umpire: “Take the Round Tops; Law's brigade leads”" out)"
logof c.adj > out
check "...the rest of his side does not" 0 "$(grep -c 'Round Tops;' out)"
logof n.adj > out
check "...nor the enemy" 0 "$(grep -c 'Round Tops;' out)"
adj u.adj -c "message confederate Hold until dark arrives=+0" > /dev/null 2>&1
logof l.adj > out
check "a message to his side reaches the commander too" 1 \
    "$(grep -c 'Message #2 from the umpire: “Hold until dark”' out)"
adj l.adj -c "message umpire Hood is wounded" > out 2>&1
logof u.adj > out
check "the commander writes to the umpire, named as himself" 1 \
    "$(grep -c 'Message #3 from Longstreet (Confederate): “Hood is wounded”' out)"

# His side's orders to him are in transit like any message: read by their
# sender and the umpire only, by him on arrival, never if lost.
emm() { grep -ac 'Emmitsburg' "$1"; }
adj c.adj -c "message longstreet Attack up the Emmitsburg road arrives=+2" > out 2>&1
check "the Confederate writes to its commander: asked, not sent" 1 \
    "$(grep -c '^Message #4 to Longstreet (Confederate), its arrival for the umpire to set (asked: turn 3 (5:00)): “Attack up the Emmitsburg road”\.$' out)"
adj l.adj -c status > out 2>&1
check "...Longstreet's terminal prints nothing of it" 0 "$(emm out)"
adj l.adj -c message > out 2>&1
check "...his list says one is on its way, not its words" "1 0" \
    "$(grep -c '^  #4   Confederate -> Longstreet (Confederate), waiting for the umpire to set its arrival (asked: turn 3 (5:00)) (read on arrival)$' out) $(emm out)"
logof l.adj > out
check "...his log has none of it, nor his copy" "0 0" "$(emm out) $(emm l.adj)"
curl -s -H "Authorization: Bearer $LT" "$H/state" > body
check "...nor his /state (his page's)" 0 "$(emm body)"
curl -s -H "Authorization: Bearer $LT" "$H/events?after=0" > body
check "...nor the events his page reads" 0 "$(emm body)"
adj c.adj -c message > out 2>&1
check "the side still reads what it sent" 1 \
    "$(grep -c '^  #4   Confederate -> Longstreet (Confederate), waiting for the umpire to set its arrival (asked: turn 3 (5:00)): “Attack up the Emmitsburg road”$' out)"
adj u.adj -c 'message 4 approve arrives=+0' > out 2>&1
check "the umpire sends it at once" 1 \
    "$(grep -c '^Message #4 from the Confederate: “Attack up the Emmitsburg road”\.$' out)"
adj l.adj -c status > out 2>&1
check "...on arrival Longstreet reads it" 1 \
    "$(grep -c '^Meanwhile: Message #4 from the Confederate: “Attack up the Emmitsburg road”$' out)"
adj c.adj -c "message longstreet Burn the bridge at Marsh Creek" > /dev/null 2>&1
adj u.adj -c 'message 5 lost' > out 2>&1
check "the umpire rules the next one lost" 1 \
    "$(grep -c '^Message #5 from the Confederate to Longstreet (Confederate) was lost on the way\.$' out)"
adj l.adj -c status > out 2>&1
logof l.adj >> out
curl -s -H "Authorization: Bearer $LT" "$H/events?after=0" >> out
check "...Longstreet never reads a word of it" "0 0" \
    "$(grep -c 'Marsh Creek' out) $(grep -ac 'Marsh Creek' l.adj)"
logof c.adj > out
check "...its sender keeps what it wrote" 1 "$(grep -c 'Burn the bridge at Marsh Creek' out)"
# What he writes, his side does not read in transit either.
adj l.adj -c "message union We ask a truce at the orchard" > /dev/null 2>&1
logof c.adj > out
check "a commander's message: his side does not read it" "0 0" \
    "$(grep -c 'orchard' out) $(grep -ac 'orchard' c.adj)"

# He acts for his side, and only his side; the game is the umpire's.
adj l.adj -c 'sync status' > out 2>&1
check "his terminal says what his side owes" 1 \
    "$(grep -c '^You owe: Key chits (the campaign waits for it' out)"
adj l.adj -c 'key csa rebel anv' > out 2>&1; rc=$?
check "Longstreet chooses his side's Key chits" "0 1" \
    "$rc $(grep -c '^Confederate Key chit: Rebel Yell!' out)"
adj b.adj -c 'key csa rebel' > out 2>&1; rc=$?
check "...Buford may not choose the enemy's" "1 1" \
    "$rc $(grep -c 'acts for its own side only' out)"
adj l.adj -c next > out 2>&1; rc=$?
check "...and a commander moves no game on" "1 1" \
    "$rc $(grep -c 'the umpire moves the game in this campaign' out)"
logof u.adj > out
check "every log names the commander who acted" 1 \
    "$(grep -c 'Longstreet (Confederate): Confederate Key chit: Rebel Yell' out)"
adj l.adj -c 'note Pickett is late' > /dev/null 2>&1
logof c.adj > out
check "his note reaches his side" 1 "$(grep -c 'Pickett is late' out)"
logof n.adj > out
check "...not the enemy" 0 "$(grep -c 'Pickett is late' out)"

# A new token stops the old.
adj u.adj -c 'role token longstreet' > nt.txt 2>&1; rc=$?
check "the umpire reissues a commander's token" "0 1" \
    "$rc $(grep -c 'the old token no longer opens the campaign' nt.txt)"
code=$(curl -s -o /dev/null -w '%{http_code}' -H "Authorization: Bearer $LT" "$H/state")
check "...the old token opens nothing" 401 "$code"
adj u.adj -c 'role token union' > out 2>&1; rc=$?
check "...a side is no commander to reissue" "1 1" \
    "$rc $(grep -c '"union" is no commander of this campaign' out)"
code=$(curl -s -o body -w '%{http_code}' -X POST -H "Authorization: Bearer $UN" \
    --data '{"side":"union","name":"gamble"}' "$H/roles")
check "POST roles: a side's request is refused" 403 "$code"
code=$(curl -s -o body -w '%{http_code}' -X POST -H "Authorization: Bearer $U" \
    --data '{"name":"gamble"}' "$H/roles")
check "...a request without a side, 400" 400 "$code"
# The umpire takes a commander back: his token opens nothing more.
adj u.adj -c 'role add union gamble' > ga.txt 2>&1
GA=$(tok union/gamble ga.txt)
adj u.adj -c 'undo reason="Gamble stays with the cavalry"' > out 2>&1; rc=$?
check "the umpire's undo takes a commander back" "0 1" \
    "$rc $(grep -c "^Umpire undid #[0-9]* Gamble joins the Union as a commander — “Gamble stays with the cavalry”" out)"
code=$(curl -s -o body -w '%{http_code}' -H "Authorization: Bearer $GA" "$H/state")
check "...and his token opens nothing more" "401 1" \
    "$code $(grep -c 'no longer in the campaign' body)"
adj x.adj -c 'new longstreet-attacks round-tops' -c 'role add union gamble' > out 2>&1; rc=$?
check "at a table there are no commanders" "1 1" \
    "$rc $(grep -c 'no shared campaign here' out)"
serve_stop
finish commanders
