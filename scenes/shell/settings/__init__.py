"""Settings kept between runs: the model, reading and writing it, putting it to work, the
Settings screen."""
