/* The campaign's read-only web page (view.html), linked into the binary
 * so the server needs no file beside it. */
	.section .rodata
	.global adj_view_page
	.global adj_view_page_end
adj_view_page:
	.incbin "src/server/view.html"
adj_view_page_end:
	.byte 0
	.section .note.GNU-stack,"",@progbits
