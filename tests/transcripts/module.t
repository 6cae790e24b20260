Game modules: any game's rules as one text file (adjutant-module(5)).

`module export` writes a game as a module: a header, then the game, then a
section a table, a row a line.  A game is named as `new` takes it.

$ adjutant -c 'module export longstreet la.yaml'; sed -n 1,12p la.yaml
Wrote longstreet-attacks as a module to la.yaml
# Longstreet Attacks: a game module for Adjutant (adjutant-module(5)).
# Written by `adjutant module export longstreet-attacks`.
format: 1
game:
  id: longstreet-attacks
  title: Longstreet Attacks
  tag: LA
  publisher: Revolution Games
  dice: 'two d6, one coloured and one white (11-66 reads: coloured = tens)'
  section: '4.7'
rule_section:
- {section: '1.0', title: Introduction}

Sections whose numbers read as numbers are quoted, so that they stay text;
a column left at its default is left out.

$ adjutant -c 'module export longstreet la.yaml' > /dev/null; grep -A3 '^side:' la.yaml
side:
- {id: union, name: Union, pos: 1, section: '4.1'}
- {id: confederate, name: Confederate, pos: 2, section: '4.1'}
cite:

Written again over its own earlier export; anything else is the user's.

$ adjutant -c 'module export longstreet la.yaml' -c 'module export bloodiest la.yaml'; echo mine > notes.txt; adjutant -c 'module export bloodiest notes.txt'; cat notes.txt; adjutant -c 'module export bloodiest notes.txt --force'; head -1 notes.txt
Wrote longstreet-attacks as a module to la.yaml
Wrote bloodiest-day as a module to la.yaml
notes.txt already holds 5 bytes of something else: `module export bloodiest-day notes.txt --force` writes over it
mine
Wrote bloodiest-day as a module to notes.txt
# Bloodiest Day: Antietam: a game module for Adjutant (adjutant-module(5)).

Mistakes get one line naming what was expected.

$ adjutant -c 'module export nosuchgame x.yaml'; ls x.yaml
no game "nosuchgame": expected one of bloodiest-day, long-roads, longstreet-attacks, shattered-union, terrible-swift-sword
ls: cannot access 'x.yaml': No such file or directory
[2]

$ adjutant -c 'module export longstreet'
usage: module export GAME FILE [--force] | import FILE [--as ID] | list | show ID | remove ID
[1]

$ adjutant -c 'module export longstreet /nonexistent/dir/x.yaml'
cannot write /nonexistent/dir/x.yaml: No such file or directory
[1]

$ adjutant --json -c 'module export terrible m.yaml'
{"ok":true,"command":"module","game":"terrible-swift-sword","file":"m.yaml"}

`module import` checks a module whole and installs it for this user under
its own id, or another (`--as`); a shipped game's id is taken.

$ adjutant -c 'module export longstreet la.yaml' -c 'module import la.yaml'
Wrote longstreet-attacks as a module to la.yaml
la.yaml:1:1: the game's id longstreet-attacks, a shipped game's; expected another (--as ID installs it under one)
la.yaml: 1 problem; nothing was installed
[1]

$ adjutant -c 'module export longstreet la.yaml' > /dev/null; adjutant -c 'module import la.yaml --as la-copy' -c 'module list' -c 'module show la-copy' | sed 's/SHA-256 [0-9a-f]*/SHA-256 H/'
Installed module la-copy from la.yaml (SHA-256 H...)
la-copy                  Longstreet Attacks
la-copy: Longstreet Attacks, Revolution Games
  SHA-256 H
  round-tops               The Round Tops
  whirlpool                The Whirlpool
  emmitsburg-road          Assault on Emmitsburg Road
  hammerin-sickles         Hammerin' Sickles
  sickles-follows-orders   Sickles Follows Orders

An installed module is exported again as the same text, bar the comment at
its head and the id it was installed under; its files are its owner's
alone.

$ adjutant -c 'module export longstreet la.yaml' -c 'module import la.yaml --as la-copy' -c 'module export la-copy again.yaml' > /dev/null; diff la.yaml again.yaml | grep -v '^[0-9]' ; ls -l xdg/adjutant/modules | awk 'NR > 1 { print $1, $NF }'
< # Written by `adjutant module export longstreet-attacks`.
---
> # Written by `adjutant module export la-copy`.
<   id: longstreet-attacks
---
>   id: la-copy
-rw------- la-copy.db
-rw------- la-copy.yaml

$ adjutant --json -c 'module list' | grep -o '"modules":\[[^]]*\]' | sed 's/"hash":"[0-9a-f]\{64\}"/"hash":H/'
"modules":[{"id":"la-copy","title":"Longstreet Attacks","publisher":"Revolution Games","hash":H}]

Each mistake is said with the file's line and column, and nothing of the
module is installed; so are the checks `rules check` makes of the shipped
games, and an expression that tries more than reading its inputs.

$ printf 'format: 1\ngame:\n  id: tiny\n  title: Tiny\n  tag: TY\n  dice: one d6\n  section: "1"\nside:\n- {id: a, pos: 1, section: "1"}\n- {id: b, name: B, pos: 2, section: "1", colour: red}\n' > tiny.yaml; adjutant -c 'module import tiny.yaml'; adjutant -c 'module show tiny'
tiny.yaml:9:3: a row of side refused: NOT NULL constraint failed: side.name
tiny.yaml:10:42: a column colour; expected one of side's
tiny.yaml: 2 problems; nothing was installed
no module "tiny" is installed (`module list` lists them)
[1]

$ adjutant -c 'module export terrible tss.yaml' > /dev/null; sed "s|expr: ':units \* 10'|expr: '(SELECT 1 FROM pragma_user_version)'|" tss.yaml > bad.yaml; adjutant -c 'module import bad.yaml --as bad'
bad.yaml:[0-9]+:3: formula bad.exit-vp \(TSS 28.26\): expression “\(SELECT 1 FROM pragma_user_version\)” cannot be used: it tries a pragma or a virtual table, which an expression may not (re)
bad.yaml: 1 problem; nothing was installed
[1]

$ adjutant -c 'module export terrible tss.yaml' > /dev/null; sed "s|expr: ':units \* 10'|expr: \"1); ATTACH 'x.db' AS x; SELECT (1\"|" tss.yaml > bad.yaml; adjutant -c 'module import bad.yaml --as bad'; ls x.db
bad.yaml:[0-9]+:3: formula bad.exit-vp \(TSS 28.26\): expression .* cannot be used: it is more than one statement (re)
bad.yaml: 1 problem; nothing was installed
ls: cannot access 'x.db': No such file or directory
[2]

$ adjutant -c 'module export terrible tss.yaml' > /dev/null; sed "s|expr: ':units \* 10'|expr: '(SELECT count(*) FROM sqlite_master)'|" tss.yaml > bad.yaml; adjutant -c 'module import bad.yaml --as bad'
bad.yaml:[0-9]+:3: formula bad.exit-vp .* cannot be used: it tries reading the table sqlite_master .* (re)
bad.yaml: 1 problem; nothing was installed
[1]

$ printf 'format: 1\ngame: {id: tiny, title: Tiny, tag: TY, dice: one d6, section: "1"}\n' > tiny.yaml; adjutant -c 'module import tiny.yaml'
tiny.yaml:2:7: game: a row cites section "1", which is not in the rule-section index (game tiny)
tiny.yaml:2:7: game tiny has no sequence of play
tiny.yaml: 2 problems; nothing was installed
[1]

What `rules check` finds in a module is said at the row's line too, in
the file's order: a phase that loops to one misspelt, a section cited
but not indexed, a scenario with no victory levels.

$ printf 'format: 1\ngame: {id: tiny, title: Tiny, tag: TY, dice: one d6, section: "1"}\nrule_section:\n- {section: "1", title: Tiny}\nside:\n- {id: blue, name: Blue, pos: 1, section: "1"}\n- {id: red, name: Red, pos: 2, section: "1"}\nturn:\n- {n: 1, label: Dawn, section: "1"}\n- {n: 2, label: Dusk, section: "1"}\nphase:\n- {id: fight, seq: 1, name: Fight, loop_to: figth, section: "1"}\nscenario:\n- {id: all, name: All, first_turn: 1, last_turn: 2, pos: 1, section: "2"}\n' > tiny.yaml; adjutant -c 'module import tiny.yaml'
tiny.yaml:12:3: phase tiny.fight loops to a phase that does not exist
tiny.yaml:14:3: scenario: a row cites section "2", which is not in the rule-section index (game tiny)
tiny.yaml:14:3: scenario tiny.all has no victory levels
tiny.yaml: 3 problems; nothing was installed
[1]

$ adjutant -c 'module import la.yaml --as ../etc'; adjutant -c 'module import nofile.yaml'; adjutant -c 'module show nope'; adjutant -c 'module remove nope'
"../etc" is not an id a module may have: expected lower-case letters and digits, words joined by hyphens, at most 40
cannot read nofile.yaml: No such file or directory
no module "nope" is installed (`module list` lists them)
no module "nope" is installed (`module list` lists them)
[1]

`module remove` takes it away.

$ adjutant -c 'module remove la-copy' -c 'module list'; ls xdg/adjutant/modules
Removed module la-copy
No module is installed: `module import FILE` installs one.

A module is at most 8 MB: anything larger is refused before it is read.

$ head -c 9000000 /dev/zero | tr '\0' '#' > big.yaml; adjutant -c 'module import big.yaml'
big.yaml is 9000000 bytes: expected a module's text, at most 8 MB
[1]

A module imported and exported again is the same text, byte for byte,
but for the comment at its head.

$ adjutant -c 'module export long-roads a.yaml' > /dev/null; sed 's/^  id: long-roads$/  id: lr-two/' a.yaml > b.yaml; adjutant -c 'module import b.yaml' -c 'module export lr-two c.yaml' -c 'module remove lr-two' > /dev/null; diff b.yaml c.yaml | grep -v '^[<>] #'
2c2
---

A module on a series holds only what it adds or changes: here one
scenario of Longstreet Attacks, shortened; the rest of the game is the
series'.  Written out again, it is its own rows alone.

$ printf 'format: 1\ngame: {id: la-house, title: Longstreet Attacks (house rules), tag: LH, dice: one d6, section: "1.0", series: longstreet-attacks, version: "0.1"}\nscenario:\n- {id: round-tops, name: The Round Tops at Dusk, first_turn: 2, last_turn: 5, pos: 1, section: "21.1"}\n' > house.yaml; adjutant -c 'module import house.yaml' -c 'module show la-house' | grep -v '^  SHA'
Installed module la-house from house.yaml \(SHA-256 [0-9a-f]*\.\.\.\) (re)
la-house: Longstreet Attacks (house rules)
  round-tops               The Round Tops at Dusk
  whirlpool                The Whirlpool
  emmitsburg-road          Assault on Emmitsburg Road
  hammerin-sickles         Hammerin' Sickles
  sickles-follows-orders   Sickles Follows Orders

$ adjutant --session house.adj -c 'new la-house round-tops' | head -1; adjutant -c 'module export la-house house2.yaml' -c 'module remove la-house' > /dev/null; grep -v '^#' house2.yaml; rm house.adj
Longstreet Attacks (house rules) - The Round Tops at Dusk (LH 21.1): 4 turns, 4:20 to 5:20.
format: 1
game:
  id: la-house
  title: Longstreet Attacks (house rules)
  tag: LH
  dice: one d6
  section: '1.0'
  series: longstreet-attacks
  version: '0.1'
scenario:
- {id: round-tops, name: The Round Tops at Dusk, first_turn: 2, last_turn: 5, pos: 1, section: '21.1'}

A series must be a shipped game.

$ sed 's/series: longstreet-attacks/series: longstreet-attack/' house.yaml > nohouse.yaml; adjutant -c 'module import nohouse.yaml'
nohouse.yaml:2:7: series longstreet-attack; expected a shipped game whose rules it takes (`games` lists them)
nohouse.yaml: 1 problem; nothing was installed
[1]

A cite the cup needs only with the rows it is about (here its Division
chits) is still asked of a game that has them.

$ adjutant -c 'module export longstreet la.yaml' > /dev/null; grep -v 'topic: cup.division,' la.yaml > nodiv.yaml; adjutant -c 'module import nodiv.yaml --as nodiv'
nodiv.yaml:[0-9]+:3: game nodiv cites no section for cup.division (re)
nodiv.yaml: 1 problem; nothing was installed
[1]

What is unusual but no mistake is said, and the module installs anyway.

$ adjutant -c 'module export longstreet la.yaml' > /dev/null; sed "s/^- {id: confederate, name: Confederate, pos: 2, section: '4.1'}$/&\n- {id: french, name: French, pos: 3, section: '4.1'}/" la.yaml > three.yaml; adjutant -c 'module import three.yaml --as three' -c 'module remove three'
three.yaml: warning: 3 sides (a game usually has two)
Installed module three from three.yaml \(SHA-256 [0-9a-f]*\.\.\.\) (re)
Removed module three

A module is text to print: a control character in any of it (an escape
sequence in a side's name, from a module shared in a club) is refused
where it stands, and never sent to the terminal.

$ adjutant -c 'module export longstreet la.yaml' > /dev/null; sed 's/^- {id: union, name: Union, pos: 1/- {id: union, name: "Uni\\e[31mon", pos: 1/' la.yaml > esc.yaml; adjutant -c 'module import esc.yaml --as esc' > out.txt 2>&1; grep -c 'esc.yaml:[0-9]*:21: a control character (0x1B) in a value; expected printable text' out.txt; grep -c "$(printf '\033')" out.txt; tail -1 out.txt; adjutant -c 'module show esc'
1
0
esc.yaml: [0-9]+ problems; nothing was installed (re)
no module "esc" is installed (`module list` lists them)
[1]
