# The Round Tops set-up and arrivals, as 21.1 prints them (digest Appendix A).

$ adjutant --session s.adj -c 'new longstreet round' > /dev/null; adjutant --session s.adj -c setup
Set-up of The Round Tops (LA 21.1):
  union, Ward's: 4 ME 2820; 2 USSS (a) 3122 (SO);
  union, Vincent's: 20 ME 3217; 83 PA 3216; 16 MI 3215; 44 NY 3214;
  confederate, Law's: 47 AL 2924; 15 AL 3024; 4 AL 2922;
  confederate, Robertson's: 4 TX 2721; 5 TX 2822;
  Chits at the start: Birney, Barnes, Hood, Fog of War
Arrivals:
  5:00   union: Hazlett battery enters at 3214 (21.1)
  5:20   union: Weed's Brigade enters: 140 NY at 3214 (21.1)
  5:20   union: Ayres Division chit into the cup (21.1)
  5:20   confederate: Law's Brigade enters: 48 AL at 2819 (21.1)

$ adjutant --session s.adj -c 'setup conf'
Set-up of The Round Tops (LA 21.1):
  confederate, Law's: 47 AL 2924; 15 AL 3024; 4 AL 2922;
  confederate, Robertson's: 4 TX 2721; 5 TX 2822;
  Chits at the start: Hood
Arrivals:
  5:20   confederate: Law's Brigade enters: 48 AL at 2819 (21.1)

$ adjutant --session s.adj -c 'setup french'
"french" is not a side of Longstreet Attacks
[1]

The 5:00 reinforcement is announced when its turn's Artillery Phase comes (13.8):

$ adjutant --session s.adj -c 'next end yes' > /dev/null; adjutant --session s.adj -c 'next union-art yes' | grep -E 'Hazlett|begins'
Turn 2 of 6 (4:40) begins.
$ adjutant --session s.adj -c 'next end yes' > /dev/null; adjutant --session s.adj -c 'next union-art yes' | grep -E 'Hazlett|begins'
Turn 3 of 6 (5:00) begins.
  Union: Hazlett battery enters at 3214 (LA 21.1)
