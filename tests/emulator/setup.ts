import { setLogLevel } from 'firebase/firestore';

// Denied writes are the point of the rules tests; the SDK's warning for each is noise.
setLogLevel('error');
