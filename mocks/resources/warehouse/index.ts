/** The warehouse: items with their stock per location, and the movements that change it. */
import './items';
import './movements';
