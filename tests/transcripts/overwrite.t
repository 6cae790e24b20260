# A file the player names to write is never written over when it holds
# something else: another game's report, a table, a saved session, what a
# symbolic link leads to.  One line says the file and what it holds, and
# how to write over it (--force); this session's own earlier export is
# written over unasked.

$ adjutant --session a.adj -c 'new longstreet round' -c 'export a.md' -c 'export a.html' -c 'export a.json' -c 'export a.csv' | sed 's/ (all view.*//'
Longstreet Attacks - The Round Tops (LA 21.1): 6 turns, 4:20 to 6:00.
...
Exported 2 events and 1 turn ends to a.md
Exported 2 events and 1 turn ends to a.html
Exported 2 events and 1 turn ends to a.json
Exported 2 events and 1 turn ends to a.csv

$ adjutant --session b.adj -c 'new bloodiest hist' > /dev/null; cp a.md a.md.before; for f in md html json csv; do adjutant --session b.adj -c "export a.$f"; echo "rc=$?"; done; cmp a.md a.md.before && echo unchanged
a.md already holds a report of another session ("Longstreet Attacks: The Round Tops"): `export a.md --force` writes over it
rc=1
a.html already holds a report of another session ("Longstreet Attacks: The Round Tops"): `export a.html --force` writes over it
rc=1
a.json already holds a report of another session ("Longstreet Attacks"): `export a.json --force` writes over it
rc=1
a.csv already holds the log of another session (CSV): `export a.csv --force` writes over it
rc=1
unchanged

The same session's own earlier export, however far the game has gone
since and in whatever view, is written over unasked:

$ adjutant --session a.adj -c 'next' -c 'roll d6' > /dev/null; for f in md html json csv; do adjutant --session a.adj -c "export a.$f" | sed 's/ and .*//'; done; adjutant --session a.adj --side union -c 'export a.md' | sed 's/ and .*//'
Exported [0-9]+ events (re)
Exported [0-9]+ events (re)
Exported [0-9]+ events (re)
Exported [0-9]+ events (re)
Exported [0-9]+ events (re)

Exported again with nothing played since (the report quotes the chain
head the session holds), each is written over unasked too:

$ for f in md html json csv; do adjutant --session a.adj -c "export a.$f" -c "export a.$f" | sed 's/ and .*//'; done | sort | uniq -c | sed 's/^ *//'
8 Exported [0-9]+ events (re)

$ adjutant --session b.adj -c 'export a.md --force' | sed 's/ and .*//'; head -1 a.md
Exported 2 events
# Bloodiest Day: Antietam: The Battle of Antietam

Anything else: a note of the player's, a saved session, a link to either
or to nothing.

$ echo 'my notes' > notes.md; adjutant --session a.adj -c 'export notes.md'; cat notes.md
notes.md already holds 9 bytes of something else: `export notes.md --force` writes over it
my notes

$ adjutant --session s.json -c 'new longstreet round' > /dev/null; adjutant --session s.json -c 'export s.json'; adjutant --session s.json -c status | head -1
s.json already holds an SQLite database (a saved session or tables): `export s.json --force` writes over it
Longstreet Attacks - The Round Tops (LA 21.1)

$ ln -s notes.md link.md; ln -s nowhere/x.md dangling.md; adjutant --session a.adj -c 'export link.md'; adjutant --session a.adj -c 'export dangling.md'; cat notes.md; ls nowhere 2>&1 | grep -c 'No such'
link.md already holds 9 bytes of something else: `export link.md --force` writes over it
dangling.md already holds a symbolic link to nothing (No such file or directory): `export dangling.md --force` writes over it
my notes
1

$ ln -s a.html mine.html; adjutant --session a.adj -c 'export mine.html' | sed 's/ and .*//'; [ -L mine.html ] && echo 'still a link'
Exported [0-9]+ events (re)
still a link

An empty file, and what is no file (a terminal, /dev/null), are written:

$ : > empty.md; adjutant --session a.adj -c 'export empty.md' | sed 's/ and .*//'; ln -s /dev/null null.csv; adjutant --session a.adj -c 'export null.csv' | sed 's/ and .*//'
Exported [0-9]+ events (re)
Exported [0-9]+ events (re)

`table export` writes over the same table's same text only: a CSV typed
in from a player aid is the player's.

$ adjutant -c 'table export bloodiest-day.bridge-ford t.csv' -c 'table export bloodiest-day.bridge-ford t.csv'; cp t.csv mine.csv; adjutant -c 'table export bloodiest-day.casualty t.csv'; cmp t.csv mine.csv && echo unchanged; adjutant -c 'table export bloodiest-day.casualty t.csv --force'
Wrote the .* to t.csv (re)
Wrote the .* to t.csv (re)
t.csv already holds a CSV table \([0-9]+ bytes\): `table export bloodiest-day.casualty t.csv --force` writes over it (re)
unchanged
Wrote the .* to t.csv (re)
