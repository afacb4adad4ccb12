"""What a board gets: the files' device form, their names, the deploy to its drive."""
