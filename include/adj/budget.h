/* A command's budget of work.
 *
 * No line a player or a client types may hold a terminal, or a campaign's
 * lock on the server, without bound.  Inputs are range-checked where they
 * are read (num.h), and loops are bounded by those ranges; the budget is
 * the guard behind them: every SQL statement a command runs (the rules'
 * formulas, the journal's reads) spends from it through SQLite's progress
 * handler, and a C loop whose length a player's words decide spends from
 * it as it goes.  Once spent, SQL is interrupted and the command is
 * refused whole: nothing of it is recorded (cli_exec_line rolls it back).
 *
 * It counts work, not time, so the same command on the same journal is
 * refused or not whatever else the machine is doing, and a question asked
 * at a prompt costs nothing.  The budget is per thread: a server runs its
 * campaigns side by side. */
#ifndef ADJ_BUDGET_H
#define ADJ_BUDGET_H

#include <sqlite3.h>

/* SQLite virtual-machine steps between two spends of one unit. */
#define BUDGET_SQL_STEPS	100
/* A command's units: two hundred million SQL steps, a second or two of
 * work, far above what any command of the shipped games spends (`make
 * bench` prints the largest beside it). */
#define BUDGET_COMMAND		2000000UL
/* What the dispatcher gives each command: BUDGET_COMMAND (a test may
 * lower it to see a command refused). */
extern unsigned long budget_command;

/* Start a budget of units on this thread (0: none, spend freely). */
void	 budget_begin(unsigned long units);
/* No budget any more; the units it spent. */
unsigned long budget_end(void);
/* Spend units: 0 while within the budget, -1 once it is spent (and from
 * then on, until budget_end). */
int	 budget_spend(unsigned long units);
int	 budget_spent(void);
/* Have db's statements spend from this thread's budget. */
void	 budget_watch(sqlite3 *db);

#endif
