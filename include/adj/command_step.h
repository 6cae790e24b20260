/* The steps of the sequence of play in which a command may change the
 * game (command_step rows, src/core/command_step.c). */
#ifndef ADJ_COMMAND_STEP_H
#define ADJ_COMMAND_STEP_H

struct buf;
struct session;

/* 1 when the open game confines command to some steps and the step in
 * hand is none of them, with the one-line refusal in why: where the
 * command belongs and how to get there.  0 when it may run here (no rows
 * for it, or the step is one of them, or the game is over and the
 * command says so itself). */
int	 command_step_refused(struct session *, const char *command,
	    struct buf *why);
/* Does the game's data tie command to any step?  By its whole name: 1
 * or 0. */
int	 command_step_tied(struct session *, const char *command);

#endif
