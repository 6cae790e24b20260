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
no game "nosuchgame": expected one of bloodiest-day, long-roads, longstreet-attacks, terrible-swift-sword
ls: cannot access 'x.yaml': No such file or directory
[2]

$ adjutant -c 'module export longstreet'
usage: module export GAME FILE [--force]
[1]

$ adjutant -c 'module export longstreet /nonexistent/dir/x.yaml'
cannot write /nonexistent/dir/x.yaml: No such file or directory
[1]

$ adjutant --json -c 'module export terrible m.yaml'
{"ok":true,"command":"module","game":"terrible-swift-sword","file":"m.yaml"}
