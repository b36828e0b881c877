"""Nothing lost: saving after every action, the save file's format, files that survive a
crash, one copy per folder."""
