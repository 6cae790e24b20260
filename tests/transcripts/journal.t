# The hash-chained journal: verify, tampering and deletion detected,
# reopening keeps the status, and a kill -9 in the middle of a stream of
# commands leaves a consistent, verifiable session.

$ adjutant --session s.adj -c 'new longstreet whirlpool' -c 'track vp +1' -c 'track vp +2' -c next > /dev/null; adjutant --session s.adj -c 'log verify'
Log verified: 17 events, hash chain intact.

$ adjutant --session s.adj -c log
    1  -      new     New game: longstreet-attacks, whirlpool
    2  4:20   phase   Turn 1 (4:20): Command Decision Phase: The Key Chit
    3  4:20   track   Victory Points 0 -> 1
    4  4:20   track   Victory Points 1 -> 3
    5  4:20   phase   Turn 1 (4:20): Command Decision Phase: Included & Excluded Chits
    6  4:20   chit    Union Key chit: .* (re)
    7  4:20   chit    Confederate Key chit: .* (re)
    8  4:20   chit    Confederate Key chit: .* (re)
    9  4:20   chit    Union Event included blind: .* (re)
   10  4:20   chit    Union Event included blind: .* (re)
   11  4:20   chit    Union Event included blind: .* (re)
   12  4:20   chit    Union Event excluded: .* (re)
   13  4:20   chit    Union Event excluded: .* (re)
   14  4:20   chit    Confederate Event included blind: .* (re)
   15  4:20   chit    Confederate Event included blind: .* (re)
   16  4:20   chit    Confederate Event excluded: .* (re)
   17  4:20   chit    Confederate Event excluded: .* (re)

Reopening the session keeps the status:

$ adjutant --session s.adj -c status
Longstreet Attacks - The Whirlpool (LA 21.2)
Turn 1 of 10 (4:20; game turn 2)   Phase: Command Decision Phase: Included & Excluded Chits
Victory Points: 3  (The result adds the VP of Confederate-held hexes and takes off the Union-held ones, from `control` (15 in all); nothing needs entering here)
  Victory hexes scored at the end, as held now: Confederate 0, Union 15 (2216, 2315, 2316, 2715, 2717, 2718, 2719, 1815, 1914, 2613, 2211) -> -15
Broken Track: empty
Cup: 8 chits - 8 Event.
  Puller (suggested, 10.2): Union (game turn 2, even).
If it ended now: Union Decisive Victory

$ adjutant --session s.adj -c status > a.txt; adjutant --session s.adj -c status > b.txt; cmp a.txt b.txt && echo same
same

Without --session the last session used is reopened:

$ adjutant -c status | head -2
Longstreet Attacks - The Whirlpool (LA 21.2)
Turn 1 of 10 (4:20; game turn 2)   Phase: Command Decision Phase: Included & Excluded Chits

$ adjutant --session s.adj --json -c status | grep -o '"tracks":{[^}]*}'
"tracks":{"vp":3,"broken":0}

Tampering with an event's text is caught and names the event:

$ cp s.adj t1.adj; cp s.adj t2.adj; cp s.adj t3.adj; sqlite3 t1.adj "UPDATE event SET text='x' WHERE seq=3"; adjutant --session t1.adj -c 'log verify'
log verify: event 3 was altered after it was recorded
[1]

$ sqlite3 t2.adj "UPDATE event SET data='{\"line\":\"track vp +9\",\"track\":\"vp\",\"value\":9}' WHERE seq=4"; adjutant --session t2.adj -c 'log verify'
log verify: event 4 was altered after it was recorded
[1]

Deleting an event is caught too:

$ sqlite3 t3.adj "DELETE FROM event WHERE seq=3"; adjutant --session t3.adj -c 'log verify'
log verify: event 3 is missing (next found is 4)
[1]

Events dropped from the end are caught by the head kept beside the
chain, and so is the head's own removal (issue 21, item 17): a file this
Adjutant made always has one.

$ cp s.adj t4.adj; cp s.adj t5.adj; cp s.adj t6.adj; sqlite3 t4.adj "DELETE FROM event WHERE seq > 15"; adjutant --session t4.adj -c 'log verify'
log verify: events after 15 are missing (the session recorded 17)
[1]

$ sqlite3 t5.adj "DELETE FROM event WHERE seq > 15; DELETE FROM meta WHERE key = 'head'"; adjutant --session t5.adj -c 'log verify'
log verify: the session's head (its last event, kept beside the chain) is missing: events after 15 may have been removed
[1]

$ sqlite3 t6.adj "UPDATE meta SET value = 'x' WHERE key = 'head'"; adjutant --session t6.adj -c 'log verify'
log verify: the session's head does not match its last event, 17: the file was altered
[1]

(A file of the first Adjutant, which kept no head, still verifies, with
a note: tests/sessions/pre-head.adj.)

The untouched session still verifies:

$ adjutant --session s.adj -c 'log verify'
Log verified: 17 events, hash chain intact.

`log --turn N` filters by the turn the status shows (Turn 1 of 10 here):

$ adjutant --session s.adj -c 'log --turn 1 track'
    3  4:20   track   Victory Points 0 -> 1
    4  4:20   track   Victory Points 1 -> 3

$ adjutant --session s.adj -c 'log --turn x'
--turn takes a turn number, not "x"
[1]

A number past what an int holds is refused, not taken modulo (issue 21):

$ adjutant --session s.adj -c 'log --turn 4294967297'
--turn takes a turn number, not "4294967297"
[1]

kill -9 safety: a script of many `track vp +1` commands is killed in the
middle; the session opens, its chain verifies, and the VP equals the number
of VP changes in the log (one durable transaction per command).

$ adjutant --session k.adj -c 'new longstreet hammerin' > /dev/null; yes 'track vp +1' | head -n 1000000 > many.txt; adjutant --session k.adj many.txt > /dev/null 2>&1 & pid=$!; sleep 1; kill -9 $pid; wait $pid 2>/dev/null; echo "status $?"
status 137

$ adjutant --session k.adj -c 'log verify'
Log verified: [0-9]+ events, hash chain intact. (re)

$ n=$(adjutant --session k.adj --json -c log | grep -o '"kind":"track"' | wc -l); v=$(adjutant --session k.adj --json -c status | grep -o '"vp":-*[0-9]*' | cut -d: -f2); echo "$n $v" > nv.txt; [ "$n" -gt 0 ] && [ "$n" -lt 1000000 ] && [ "$n" = "$v" ] && echo "vp equals track events"
vp equals track events

$ n=$(sqlite3 k.adj "SELECT count(*) FROM event WHERE kind='track'"); read a b < nv.txt; [ "$n" = "$a" ] && echo "sqlite agrees"
sqlite agrees

The killed session goes on normally:

$ adjutant --session k.adj -c 'track vp =0' -c 'log verify'
Victory Points [0-9]+ -> 0 (re)
Log verified: [0-9]+ events, hash chain intact. (re)

What an undo took back stays in the log, marked (an x beside its number,
"(undone)" before its text, and "undone_by" in JSON), never shown as if
it had happened:

$ adjutant --session u.adj --seed 2 -c 'new longstreet round' -c 'track vp +1' -c 'next draw' -c draw -c undo > /dev/null 2>&1; adjutant --session u.adj -c log | tail -2
   26x 4:20   chit    (undone) Confederate: Drew ANV Veterans (Event): to the Confederate player
   27  4:20   undo    Undid: a command of the Confederate's, hidden from other views

$ adjutant --session u.adj --json -c log | grep -o '{"seq":26,[^}]*}' | grep -o '"phase_name":"[^"]*"\|"side":"[^"]*"\|"undone_by":[0-9]*'
"phase_name":"Chit Draw Phase: Drawing and Applying a Chit"
"side":"confederate"
"undone_by":27

Every event a side's chit, leader or brigade is about belongs to that
side, so `log --side` finds it:

$ adjutant --session u.adj -c 'log --side union' | head -2
    5  4:20   chit    Union Key chit: Rally!
    8  4:20   chit    Union Event included blind: Stand to It!
