#!/bin/sh
# Messages and notes for umpired play (issue 15), through the real client:
# a side writes to the umpire; a side's message waits for the umpire to
# set its arrival (its own arrives=+0 only asked); a side's note reaches
# its side and the umpire, never the enemy nor the observer; and free
# text with apostrophes and quotes is kept byte for byte through the
# server, its API and the offline queue.
# Usage: messages.sh ADJUTANT
. "$(dirname "$0")/../lib.sh"
two_campaigns
adj() { "$bin" --session "$@"; }
# The text of the server's events of a kind, as stored.
stored() { sqlite3 "d/$C.adj" "SELECT text FROM event WHERE kind = '$1' ORDER BY seq"; }
# The words of a kind's events as typed (its data's KEY).
typed() { sqlite3 "d/$C.adj" "SELECT json_extract(data, '\$.$2') FROM event WHERE kind = '$1' ORDER BY seq"; }
serve_start --rate 0
URL="http://127.0.0.1:$port"
H="$URL/v1/campaigns/$C"
post() { curl -s -o body -w '%{http_code}' -X POST -H "Authorization: Bearer $1" \
    --data-binary "$2" "$3"; }

adj u.adj -c "sync join $URL $U" > /dev/null 2>&1
adj n.adj -c "sync join $URL $UN" > /dev/null 2>&1
adj c.adj -c "sync join $URL $CS" > /dev/null 2>&1
adj o.adj -c "sync join $URL $OB" > /dev/null 2>&1
sync_all() { for f in u n c o; do adj $f.adj -c sync > /dev/null 2>&1; done; }

# A side writes to the umpire: it arrives at once, for the umpire only.
adj n.adj -c "message umpire Law's brigade is \"spent\"; may we fall back?" > out 2>&1
check "a message to the umpire: sent as typed" 1 \
    "$(grep -c "^Message #1 to the umpire: “Law's brigade is \"spent\"; may we fall back?”" out)"
adj u.adj -c status > out 2>&1
check "...the umpire's terminal is told" 1 \
    "$(grep -c "^Meanwhile: Message #1 from the Union: “Law's brigade is \"spent\"; may we fall back?”$" out)"
sync_all
check "...no other side's copy, nor the observer's, has it" "0 0" \
    "$(grep -ac 'spent' c.adj) $(grep -ac 'spent' o.adj)"
adj n.adj -c 'message umpire x arrives=+0' > out 2>&1; rc=$?
check "...and it takes no arrives=" "1 1" "$rc $(grep -c 'arrives at once' out)"

# A side's message waits for the umpire: its arrives=+0 is only asked.
adj n.adj -c "message confederate Don't fire on O'Neal's \"flag\" arrives=+0" > out 2>&1
check "a side's arrives=+0: asked, not delivered" "1 0" \
    "$(grep -c "^Message #2 to the Confederate, its arrival for the umpire to set (asked: turn 1 (4:20)): “Don't fire on O'Neal's \"flag\"”" out) $(grep -c 'from the Union' out)"
adj c.adj -c status > out 2>&1
check "...the Confederate is not told it" 0 "$(grep -c "O'Neal" out)"
adj c.adj -c message > out 2>&1
check "...but sees one is on its way to it, not its words" "1 0" \
    "$(grep -c '^  #2   Union -> Confederate, waiting for the umpire to set its arrival (asked: turn 1 (4:20)) (read on arrival)$' out) $(grep -c "O'Neal" out)"
check "...and its copy has no word of it" 0 "$(grep -ac "O'Neal" c.adj)"
adj u.adj -c status > out 2>&1
check "the umpire's status says what waits" 1 \
    "$(grep -c '^Messages waiting for you to set their arrival: #2 ' out)"
adj n.adj -c 'message 2 approve arrives=+0' > out 2>&1; rc=$?
check "a side approving its own: refused" "1 1" "$rc $(grep -c 'only the umpire sets' out)"
adj u.adj -c 'message 2 approve' > out 2>&1
check "the umpire approves the turn asked: delivered now" "1 1" \
    "$(grep -c '^Message #2 from the Union to the Confederate will arrive turn 1 (4:20), as the umpire set' out) $(grep -c "^Message #2 from the Union: “Don't fire on O'Neal's \"flag\"”.$" out)"
adj c.adj -c status > out 2>&1
check "...the Confederate reads it, byte for byte" 1 \
    "$(grep -c "^Meanwhile: Message #2 from the Union: “Don't fire on O'Neal's \"flag\"”$" out)"
adj n.adj -c status > out 2>&1
check "...the Union hears when the umpire sent it" 1 \
    "$(grep -c '^Meanwhile: Umpire: Message #2 from the Union to the Confederate will arrive turn 1 (4:20), as the umpire set$' out)"

# No arrives= at all: the umpire sets the turn.
adj c.adj -c 'message union We ask a truce' > /dev/null 2>&1
adj u.adj -c 'message 3 approve' > out 2>&1; rc=$?
check "approving what asked no turn: refused, saying how" "1 1" \
    "$rc $(grep -c 'asked no turn for message #3' out)"
adj u.adj -c 'message 3 approve arrives=+1' > /dev/null 2>&1
adj c.adj -c message > out 2>&1
check "...set by the umpire, the sender's list says when" 1 \
    "$(grep -c '^  #3   Confederate -> Union, arriving turn 2 (4:40): “We ask a truce”$' out)"
adj u.adj -c 'message union Hold the ridge arrives=+0' > out 2>&1
check "the umpire's own arrives= stands" 1 "$(grep -c '^Message #4 from the umpire: “Hold the ridge”.$' out)"

# Notes: a side's for its side and the umpire; --umpire for the umpire.
adj n.adj -c "note Law's brigade \"holds\" at the wall" > out 2>&1
check "a side's note: said whom it is for" 1 \
    "$(grep -c "^Noted, for the Union and the umpire: “Law's brigade \"holds\" at the wall”$" out)"
adj c.adj -c 'note --umpire Hood is hit' > /dev/null 2>&1
adj u.adj -c "note the ford at 72 is found" -c 'note --umpire Sickles is late' > /dev/null 2>&1
sync_all
check "the side's note: in its own copy and the umpire's" "1 1" \
    "$(grep -ac 'holds\" at the wall' n.adj) $(grep -ac 'holds\" at the wall' u.adj)"
check "...not the enemy's, nor the observer's" "0 0" \
    "$(grep -ac 'at the wall' c.adj) $(grep -ac 'at the wall' o.adj)"
adj c.adj -c 'log notes' > out 2>&1
check "...nor in the enemy's log from the server" "0 1" \
    "$(grep -c 'at the wall' out) $(grep -c 'the ford at 72 is found' out)"
check "a note for the umpire: the umpire's copy only" "1 0 0 0" \
    "$(grep -ac 'Hood is hit' u.adj) $(grep -ac 'Hood is hit' n.adj) $(grep -ac 'Hood is hit' c.adj) $(grep -ac 'Hood is hit' o.adj)"
check "the umpire's notes: public, unless marked" "1 1 0 0" \
    "$(grep -ac 'ford at 72' o.adj) $(grep -ac 'ford at 72' c.adj) $(grep -ac 'Sickles is late' o.adj) $(grep -ac 'Sickles is late' n.adj)"

# Byte for byte: as stored on the server, and through the API's JSON.
check "stored on the server as typed" "Law's brigade \"holds\" at the wall" \
    "$(typed note note | grep 'at the wall')"
check "...and shown quoted, marked as the side's own (issue 24, item 9)" \
    "“Law's brigade \"holds\" at the wall” (Union only)" \
    "$(stored note | grep 'at the wall')"
post "$CS" '{"line":"declare Hood attacks Devil'"'"'s Den \"at once\""}' "$H/commands" > /dev/null
check "a declaration through the API: kept whole" \
    "Hood attacks Devil's Den \"at once\"" "$(typed declare declared)"
check "...and shown quoted" \
    "Confederate declaration (sealed): “Hood attacks Devil's Den \"at once\"”" \
    "$(stored declare)"

# Through the offline queue: queued as typed, sent as typed.
serve_stop
adj n.adj -c "note O'Neal's men say \"enough\"" -c "declare Sykes' men hold 'the hill'" > out 2>&1
check "offline: queued" 2 "$(grep -c '^Queued #' out)"
adj u.adj -c "message union It's \"now\" or never arrives=+0" > out 2>&1
check "offline: the umpire's message queued" 1 "$(grep -c '^Queued #' out)"
serve_start --rate 0
adj n.adj -c sync > out 2>&1
check "back online: the queue goes, as typed" "1 1" \
    "$(grep -c "^Noted, for the Union and the umpire: “O'Neal's men say \"enough\"”$" out) $(grep -c "^Union declaration (sealed): “Sykes' men hold 'the hill'”" out)"
adj u.adj -c sync > out 2>&1
check "...the umpire's too" 1 "$(grep -c "^Message #5 from the umpire: “It's \"now\" or never”.$" out)"
check "...stored byte for byte" "4F274E65616C2773206D656E207361792022656E6F75676822" \
    "$(sqlite3 "d/$C.adj" "SELECT hex(json_extract(data, '\$.note')) FROM event WHERE kind = 'note' AND json_extract(data, '\$.note') LIKE 'O''Neal%'")"
check "...and the message's words" "It's \"now\" or never" \
    "$(sqlite3 "d/$C.adj" "SELECT json_extract(data, '\$.message') FROM event WHERE kind = 'message' AND json_extract(data, '\$.n') = 5")"
adj n.adj -c 'log verify' > out 2>&1
check "the side's copy verifies" 1 "$(grep -c 'Copy verified' out)"
adj u.adj -c 'log verify' > out 2>&1
check "the umpire's copy verifies" 1 "$(grep -c 'hash chain intact' out)"

# A player's words never pass for the program's (issue 21): a declaration
# that reads like the reveal line's next side, a note that reads like an
# undo, each quoted in every role's lines; what would reorder the line
# (U+202E) is refused.
adj n.adj -c 'declare hold the line; Confederate: we withdraw' > /dev/null 2>&1
adj o.adj -c status > /dev/null 2>&1
adj c.adj -c status > /dev/null 2>&1
adj u.adj -c reveal > out 2>&1
check "the reveal: each side's words quoted" 1 \
    "$(grep -c '^Declarations revealed: Confederate: “Hood attacks Devil'"'"'s Den "at once"”; Union: “hold the line; Confederate: we withdraw”\.$' out)"
for f in c o; do
	adj $f.adj -c status > out 2>&1
	check "...every role's terminal reads them quoted ($f)" 1 \
	    "$(grep -c '^Meanwhile: Umpire: Declarations revealed: .*; Union: “hold the line; Confederate: we withdraw”$' out)"
done
adj n.adj -c 'note Union undid: reveal' > /dev/null 2>&1
adj u.adj -c status > out 2>&1
check "a note that reads like an undo: named and quoted" 1 \
    "$(grep -c '^Meanwhile: Union: “Union undid: reveal” (Union only)$' out)"
adj u.adj -c 'log notes' > out 2>&1
check "...in the log too" 1 "$(grep -c 'Union: “Union undid: reveal” (Union only)$' out)"
adj n.adj -c "$(printf 'note hold \342\200\256enil eht')" > out 2>&1; rc=$?
check "a note that would reorder its line: refused" "1 1" \
    "$rc $(grep -c 'control character U+202E' out)"
adj n.adj -c "message confederate We hold arrives=+1" > /dev/null 2>&1
check "the page's state quotes a message's words" 1 \
    "$(curl -s -H "Authorization: Bearer $UN" "$H/state" | grep -c '"said":"“We hold”"')"
serve_stop
finish messages
