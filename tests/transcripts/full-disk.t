# A full disk (issue 12): every write and close is checked.  What is
# written in place (/dev/full) says why it failed; what is written beside
# and renamed (a file-size limit: `ulimit -f`, SIGXFSZ ignored) leaves the
# old file as it was and nothing half-written beside it.

$ adjutant -c 'table export bloodiest-day.bridge-ford /dev/full'
cannot write /dev/full: No space left on device
[1]

$ adjutant -c 'table export bloodiest-day.bridge-ford t.csv' > /dev/null; cp t.csv before.csv; (trap '' XFSZ; ulimit -f 0; adjutant -c 'table export bloodiest-day.casualty t.csv --force') 2>&1 | cat; cmp t.csv before.csv && ls | grep -c '^t\.csv'
cannot write t.csv: File too large
1

A report larger than the limit (130 notes of 900 characters: more than
100 blocks of 512 bytes or of 1024, as the shell counts them):

$ (echo 'new bloodiest-day historical'; i=0; while [ $i -lt 130 ]; do echo "note $i $(head -c 900 /dev/zero | tr '\0' x)"; i=$((i+1)); done) | adjutant --session d.adj - > /dev/null; echo old > day.html; (trap '' XFSZ; ulimit -f 100; adjutant --session d.adj -c 'export day.html --force') 2>&1 | cat; cat day.html; ls | grep -c day
cannot write the report's temporary file in .*: File too large (re)
old
1

The program ignores SIGXFSZ itself (issue 21, item 18): under a limit
the shell set without `trap`, the export is refused in one line as on a
full disk, the old file kept and no temporary file left beside it (the
process used to die by the signal half-way):

$ echo old > day.html; (ulimit -f 100; adjutant --session d.adj -c 'export day.html --force'; echo "rc=$?") 2>&1 | cat; cat day.html; ls | grep -c day
cannot write the report's temporary file in .*: File too large (re)
rc=1
old
1

The HTML page spools its event table (its head needs the walk's end);
CSV writes straight to the file, whose own error says why:

$ echo old > day.csv; (ulimit -f 100; adjutant --session d.adj -c 'export day.csv --force'; echo "rc=$?") 2>&1 | cat; cat day.csv; ls | grep -c day.csv
cannot write day.csv: File too large
rc=1
old
1

$ cp d.adj g2.adj; (ulimit -f 100; yes 'roll 2d6' | head -30 | adjutant --session g2.adj - > out 2>&1; echo "rc=$?"); grep -c 'could not save to g2.adj: nothing of this command was recorded' out | sed 's/^[1-9][0-9]*$/some/'; adjutant --session g2.adj -c 'log verify' | cut -c1-13
rc=1
some
Log verified:

A signal that ends the process while an export is being written (a kill,
a closed terminal; Ctrl-C too, which a background job here ignores)
takes the half-written file beside it along:

$ adjutant --session big.adj -c 'new longstreet hammerin' > /dev/null; sqlite3 big.adj "WITH RECURSIVE n(i) AS (SELECT 3 UNION ALL SELECT i + 1 FROM n WHERE i < 100002) INSERT INTO event SELECT i, i, 1, 'key-chits', 'note', 'all', 'a note', '{}', '2026-01-01T00:00:00Z', 'x', 'y' FROM n"; for sig in TERM HUP; do adjutant --session big.adj -c 'export big.html' > /dev/null 2>&1 & p=$!; i=0; while ! ls | grep -q 'big\.html\.' && [ $i -lt 1000 ]; do sleep 0.01; i=$((i + 1)); done; kill -$sig $p; wait $p 2> /dev/null; echo "$sig: $(ls | grep -c 'big\.html\.') left"; done 2> /dev/null
TERM: 0 left
HUP: 0 left

$ adjutant --session d.adj -c 'export day.html --force' | cut -c1-19; grep -c '<tr class="note"' day.html
Exported 132 events
130

The note of the last session used, when it cannot be written:

$ rm xdg/adjutant/current; ln -s /dev/full xdg/adjutant/current; adjutant --session n.adj -c 'new bloodiest-day historical' | grep 'Not noted' | sed "s|$PWD/||"
(Not noted as the last session used: cannot write xdg/adjutant/current: No space left on device; the next start opens it with --session n.adj.)

A command whose record cannot be saved prints only its error, never a
result that did not happen; what was recorded before is intact:

$ adjutant --session g.adj -c 'new bloodiest-day historical' > /dev/null; (trap '' XFSZ; ulimit -f 100; yes 'roll 2d6' | head -30 | adjutant --session g.adj -) 2>&1 | cat > out; grep -c 'could not save to g.adj: nothing of this command was recorded' out | sed 's/^[1-9][0-9]*$/some/'; [ "$(grep -c '^2d6' out)" = "$(sqlite3 g.adj "SELECT count(*) FROM event WHERE kind = 'roll'")" ] && echo "printed = recorded"; adjutant --session g.adj -c 'log verify' | cut -c1-13
some
printed = recorded
Log verified:

A table import that cannot be saved says so (not that the table lacks
entries), and keeps nothing of it:

$ rm xdg/adjutant/current; adjutant -c 'table import longstreet-attacks.fog-of-war fixtures/fog-test-only.csv --partial' > /dev/null; (trap '' XFSZ; ulimit -f 8; adjutant -c 'table import longstreet-attacks.general-casualty fixtures/general-casualty-test-only.csv --partial') 2>&1 | sed "s|$PWD/||"; adjutant -c 'table list' | grep -c user
could not save your table in xdg/adjutant/user-tables.db: disk I/O error; nothing imported
1

Output that cannot be written is a failure (status 1), said on standard
error; the campaign server's tokens, printed once, say how to get new ones:

$ adjutant -c 'roll d6 roll=2' > /dev/full
adjutant: cannot write the output: No space left on device
[1]

$ adjutant serve --data camp new bloodiest-day historical > /dev/full
adjutant serve: cannot write the output (No space left on device): a token printed there is lost; `adjutant serve --data camp token CAMPAIGN ROLE` issues a new one
[1]

The REPL's history: a failure said once; the file kept to 2000 lines and
private (it holds `sync join` tokens).

$ ln -s /dev/full xdg/adjutant/history; printf 'roll d6 roll=2\nroll d6 roll=3\nquit\n' | script -qec adjutant /dev/null | grep -c 'cannot save the history in .*/history: No space left on device (not tried again this run)'; ls -l /dev/full | cut -c1-10
1
crw-rw-rw-

$ rm xdg/adjutant/history; seq 5000 | sed 's/^/roll d6 roll=/' > xdg/adjutant/history; printf 'quit\n' | script -qec adjutant /dev/null > /dev/null; wc -l < xdg/adjutant/history; ls -l xdg/adjutant/history | cut -c1-10
2001
-rw-------
