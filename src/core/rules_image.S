/* The rules database image built from db/ (see the Makefile), linked into
 * the binary so the program needs no file beside it. */
	.section .rodata
	.global adj_rules_image
	.global adj_rules_image_end
	.balign 16
adj_rules_image:
	.incbin RULES_DB
adj_rules_image_end:
	.byte 0
	.section .note.GNU-stack,"",@progbits
