"""The web board (issue 27): the server side of the page every platform opens."""
