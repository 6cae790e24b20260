# The Long Roads to Gettysburg: the set-up charts of VIII 3 and VIII 4,
# the same in both scenarios.  Rows read from damaged text say
# "uncertain" after their strength.

$ adjutant --session h.adj -c 'new long-roads high-tide' | head -1
The Long Roads to Gettysburg - High Tide of the Confederacy (LRTG VIII 1): 29 turns, Jun 3-5 to Jul 7.

A clean Confederate corps, and a clean Union one:

$ adjutant --session h.adj -c 'setup confederate' | grep '^  confederate, 2:'
  confederate, 2: Ewell SS4531; Rodes SS4531 (16 MP); Early SS4532 (13 MP); Johnson SS4430 (14 MP);

$ adjutant --session h.adj -c 'setup union' | grep '^  union, VI:'
  union, VI: Sedgwick SS4929; Wright SS4929 (9 MP); Howe SS4930 (8 MP); Newton SS4830 (11 MP);

The column-shifted rows, Sickles to Geary (digest item 43): each row takes
the first hex of its line, and says it is uncertain:

$ adjutant --session h.adj -c 'setup union' | grep -E '^  union, (III|AoP|XII):'
  union, III: Sickles SS4527 (5 MP, uncertain); Humphries SS4527 (11 MP); Birney SS4327 (11 MP, uncertain);
  union, AoP: Art. Res. I SS4426 (2 MP, uncertain); Art. Res. II SS4420 (2 MP, uncertain); Art. Res. III SS4527 (2 MP, uncertain);
  union, XII: Slocum SS4627 (uncertain); Williams SS4520 (7 MP, uncertain); Geary SS4419 (8 MP, uncertain); Lockwood HE2050 (3 MP, reinforcement);

The reinforcement boxes split from one printed cell, and 58 VA read for
the chart's "58 NC":

$ adjutant --session h.adj -c 'setup confederate' | grep -F 'Imboden'
  confederate: Imboden (3 MP, reinforcement chart box 1); 54 NC (1 MP, reinforcement chart box 2); 58 VA (1 MP, reinforcement chart box 3, uncertain); 12 VA (1 MP, reinforcement chart box 4); 3 time chits (time limitation option);

Depots and the damaged stations of VIII 4, the last railroads included:

$ adjutant --session h.adj -c 'setup union' | grep -F 'Damaged stations' | grep -o 'Scotland (damaged); Linden Station (damaged); White Plains (damaged); Piedmont Depot (damaged);'
Scotland (damaged); Linden Station (damaged); White Plains (damaged); Piedmont Depot (damaged);

$ adjutant --session h.adj -c 'setup union' | grep -F 'Depots' | grep -o 'Harpers Ferry RS0632 ([^)]*)'
Harpers Ferry RS0632 (not destroyed or removed until Meade commands)

Rows per side (each ends in ";"), and the uncertain ones: 30 Confederate
(1 uncertain), 121 Union (13 uncertain):

$ adjutant --session h.adj -c 'setup confederate' | grep -o ';' | wc -l
30

$ adjutant --session h.adj -c 'setup union' | grep -o ';' | wc -l
121

$ adjutant --session h.adj -c 'setup confederate' | grep -o 'uncertain)' | wc -l
1

$ adjutant --session h.adj -c 'setup union' | grep -o 'uncertain)' | wc -l
13

The full campaign has the same set-up:

$ adjutant --session c.adj -c 'new long-roads gettysburg-campaign' >/dev/null; adjutant --session c.adj -c setup | grep -o ';' | wc -l
151

$ adjutant --session h.adj -c setup | sed 1d > a; adjutant --session c.adj -c setup | sed 1d > b; cmp a b && echo same
same
