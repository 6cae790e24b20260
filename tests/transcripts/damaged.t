# A session file damaged by hand (the sqlite3 shell: NULL text or kind or
# data, data that is no JSON, text stored as a blob, a number where text
# was): every reader reports the row, naming the event and the column,
# and follows nothing of it (a NULL text once crashed `log`).
# fixtures/damage.sh takes the NOT NULL constraints off first, as a hand
# with the shell can.

$ adjutant --session s.adj --seed 1 -c 'new longstreet round' -c 'roll d6' -c 'note hi' -c undo -c 'roll 2d6' > /dev/null; sqlite3 s.adj 'SELECT seq, cmd, kind FROM event'
1|1|new
2|1|phase
3|3|roll
4|4|note
5|5|undo
6|6|roll

An event the game's state is folded from: the session does not open,
and every command says which row is damaged and how.  `log verify`
alone reads the journal without folding the game, and names the row
as its check of the chain meets it.

$ cp s.adj t.adj; sh fixtures/damage.sh t.adj "UPDATE event SET text = NULL WHERE seq = 2"; for c in log 'log verify' status 'export x.md' 'status --at 3'; do adjutant --session t.adj -c "$c"; echo "rc=$?"; done; ls x.md 2>&1 | grep -c 'No such'
adjutant: session t.adj is damaged: event 2's text is NULL, not text
rc=1
log verify: the session file is damaged: event 2's text is NULL, not text
rc=1
adjutant: session t.adj is damaged: event 2's text is NULL, not text
rc=1
adjutant: session t.adj is damaged: event 2's text is NULL, not text
rc=1
adjutant: session t.adj is damaged: event 2's text is NULL, not text
rc=1
1

$ for sql in "kind = NULL WHERE seq = 3" "data = NULL WHERE seq = 3" "data = 'nope' WHERE seq = 3" "data = '[1, 2]' WHERE seq = 3" "vis = NULL WHERE seq = 6" "phase = X'41' WHERE seq = 6" "at = X'00' WHERE seq = 6" "turn = 'two' WHERE seq = 6" "cmd = 99 WHERE seq = 6" "hash = NULL WHERE seq = 6" "data = '{\"cmd\":' WHERE seq = 5"; do cp s.adj t.adj; sh fixtures/damage.sh t.adj "UPDATE event SET $sql"; adjutant --session t.adj -c log; done
adjutant: session t.adj is damaged: event 3's kind is NULL, not text
adjutant: session t.adj is damaged: event 3's data is NULL, not text
adjutant: session t.adj is damaged: event 3's data is not a JSON object
adjutant: session t.adj is damaged: event 3's data is not a JSON object
adjutant: session t.adj is damaged: event 6's vis is NULL, not text
adjutant: session t.adj is damaged: event 6's phase is a blob, not text
adjutant: session t.adj is damaged: event 6's at is a blob, not text
adjutant: session t.adj is damaged: event 6's turn is text, not a whole number
adjutant: session t.adj is damaged: event 6 names a command that is no event at or before it
adjutant: session t.adj is damaged: event 6's hash is NULL, not text
adjutant: session t.adj is damaged: event 5's data is not a JSON object
[1]

An event of an undone command is not folded, so the session opens; the
readers that walk every event (the log, its verification, exports,
replay) report it and show nothing past it.

$ cp s.adj t.adj; sh fixtures/damage.sh t.adj "UPDATE event SET text = CAST('hi' AS BLOB) WHERE seq = 4"; adjutant --session t.adj -c status | tail -1; for c in log 'log verify' 'export x.md' 'export x.csv' 'export x.json' 'export x.html' 'replay goto 4'; do adjutant --session t.adj -c "$c" 2>&1 | grep -v '^ '; done; ls x.* 2>&1 | grep -c 'No such'
If it ended now: Union Victory
cannot read the log: event 4's text is a blob, not text
log verify: the session file is damaged: event 4's text is a blob, not text
session t.adj is damaged: event 4's text is a blob, not text
session t.adj is damaged: event 4's text is a blob, not text
session t.adj is damaged: event 4's text is a blob, not text
session t.adj is damaged: event 4's text is a blob, not text
session t.adj is damaged: event 4's text is a blob, not text
1

$ cp s.adj t.adj; sh fixtures/damage.sh t.adj "UPDATE event SET text = NULL WHERE seq = 4"; adjutant --session t.adj --json -c log 2> /dev/null
{"ok":false,"error":"cannot read the log: event 4's text is NULL, not text","command":"log"}
[1]

An event with a number below 1 is no event of the chain: never read,
and its absence from the end is reported.

$ cp s.adj t.adj; sh fixtures/damage.sh t.adj "UPDATE event SET seq = -6 WHERE seq = 6"; adjutant --session t.adj -c 'log verify'; adjutant --session t.adj -c log | grep -c 'roll 2d6\|-6'
log verify: events after 5 are missing (the session recorded 6)
0
[1]

The undo that takes back a command still reads the damaged row safely:

$ cp s.adj t.adj; sh fixtures/damage.sh t.adj "UPDATE event SET vis = NULL WHERE seq = 4"; adjutant --session t.adj -c 'undo' | cut -c1-30
Undid: roll 2d6. The log keeps

The player's tables file is his too: a cell a hand left NULL is no entry
(a look-up once followed it as a pointer and crashed).

$ adjutant -c 'table import longstreet-attacks.fog-of-war fixtures/fog-test-only.csv --partial' > /dev/null; f=xdg/adjutant/user-tables.db; sqlite3 $f "PRAGMA writable_schema = ON; UPDATE sqlite_schema SET sql = replace(sql, 'NOT NULL', '') WHERE name = 'user_cell'"; sqlite3 $f "UPDATE user_cell SET result = NULL WHERE k = '1'"; adjutant -c 'lookup longstreet-attacks.fog-of-war roll=1' > out 2>&1; echo "rc=$?"; grep -c 'runtime error\|Segmentation' out; adjutant -c 'lookup longstreet-attacks.fog-of-war roll=2' | grep -q 'Confederate Battlefield Chaos' && echo 'the rest of the table answers'
rc=1
0
the rest of the table answers

A session whose step this Adjutant does not know (a later version's,
or edited and hashed again): it does not open for play, but `log
verify` reads the journal alone, without folding the game, and checks
its chain.

$ cp s.adj u.adj; sqlite3 u.adj "UPDATE event SET data = replace(data, '\"phase\":\"', '\"phase\":\"no-such-') WHERE seq = 2"; sh fixtures/rechain.sh u.adj 2; adjutant --session u.adj -c status; echo "rc=$?"; adjutant --session u.adj -c 'log verify'; echo "rc=$?"
adjutant: session u.adj does not match this Adjutant's rules (unknown game, scenario or phase)
rc=1
Log verified: 6 events, hash chain intact.
rc=0
