/** Computer Science (us catalogue subject 7017): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  'variables-and-data-types': {
    explanation: [
      'A variable is a named storage location whose value can change while a program runs. Assignment stores a value, as in score = 10, and the variable can then be used in expressions like score + 5. Good variable names describe their contents.',
      'A data type defines what values a variable can hold and what operations apply. Common types are integers (whole numbers), floating-point numbers (decimals), Booleans (true or false) and strings (text such as "hello"). Statically typed languages like Java declare types (int count = 0;), while dynamically typed languages like Python determine them at run time. Type conversion, or casting, changes a value from one type to another.',
    ],
    keyPoints: [
      'Integer division can discard the remainder; the modulus operator % returns it.',
      'Floating-point numbers can have small rounding errors.',
      'Constants are values that do not change after being set.',
    ],
    cards: [
      ['Variable', 'A named location in memory that stores a value.'],
      ['Integer', 'A data type for whole numbers.'],
      ['Boolean', 'A data type with only two values, true and false.'],
      ['String', 'A sequence of characters.'],
      ['Casting', 'Converting a value from one data type to another.'],
    ],
  },
  'conditionals-and-loops': {
    explanation: [
      'Conditionals let a program choose between paths. An if statement runs code only when a Boolean condition is true, and else and else-if branches handle other cases. Conditions use relational operators (==, !=, <, >) and logical operators AND, OR and NOT.',
      'Loops repeat code. A for loop usually runs a set number of times, such as once for each item in a list, while a while loop repeats as long as a condition stays true. Every loop needs a way to end; otherwise it becomes an infinite loop. Off-by-one errors, such as looping one time too many, are a common bug.',
    ],
    keyPoints: [
      '= assigns a value; == compares two values in many languages.',
      'AND is true only if both conditions are true; OR is true if at least one is.',
      'Nested loops place one loop inside another, as for rows and columns of a grid.',
    ],
    cards: [
      ['Conditional statement', 'Code that runs only if a condition is true.'],
      ['Boolean expression', 'An expression that evaluates to true or false.'],
      ['For loop', 'A loop that repeats a fixed number of times or over a collection.'],
      ['While loop', 'A loop that repeats as long as its condition is true.'],
      ['Infinite loop', 'A loop whose condition never becomes false.'],
    ],
  },
  'object-oriented-programming': {
    explanation: [
      'Object-oriented programming (OOP) organizes code around objects, which bundle data (attributes or fields) and behavior (methods). A class is a blueprint, and an object is an instance of it: a Dog class might define name and bark(), and each dog object has its own name.',
      'The four main principles are encapsulation, which hides data behind methods; inheritance, which lets a subclass reuse and extend a superclass; polymorphism, which lets one method call behave differently for different classes; and abstraction, which exposes only essential features. A constructor initializes a new object. Java, Python and C++ all support OOP.',
    ],
    keyPoints: [
      'Private fields are accessed through public getter and setter methods.',
      'A subclass can override a superclass method.',
      'The keyword this (or self in Python) refers to the current object.',
    ],
    cards: [
      ['Class', 'A blueprint defining the attributes and methods of objects.'],
      ['Object', 'An instance of a class.'],
      ['Encapsulation', 'Hiding an object’s internal data and exposing controlled access.'],
      ['Inheritance', 'A class acquiring the attributes and methods of another class.'],
      ['Polymorphism', 'One interface or method name working differently for different types.'],
    ],
  },
  'data-structures': {
    explanation: [
      'Data structures organize data so it can be used efficiently. An array stores elements of one type in contiguous memory with fixed size and fast access by index, starting at 0 in most languages. A list, such as Java’s ArrayList or a Python list, can grow and shrink.',
      'A stack is last-in, first-out (LIFO), with push and pop, like a stack of plates; it is used for undo features and function calls. A queue is first-in, first-out (FIFO), like a line at a store. A hash table or dictionary maps keys to values with near-constant lookup time. Trees store hierarchical data, and a binary search tree keeps smaller values on the left and larger on the right.',
    ],
    keyPoints: [
      'Array access by index is O(1).',
      'Stacks are LIFO; queues are FIFO.',
      'A linked list stores nodes that point to the next node.',
    ],
    cards: [
      ['Array', 'A fixed-size, indexed collection of elements.'],
      ['Stack', 'A last-in, first-out data structure.'],
      ['Queue', 'A first-in, first-out data structure.'],
      ['Hash table', 'A structure that maps keys to values using a hash function.'],
      ['Binary search tree', 'A tree where left children are smaller and right children larger than their parent.'],
    ],
  },
  algorithms: {
    explanation: [
      'An algorithm is a finite, step-by-step procedure for solving a problem. Algorithms are built from sequencing, selection and iteration and can be written in pseudocode before coding. Efficiency is described with Big-O notation, which gives how running time grows with input size n.',
      'Linear search checks each element in turn, taking O(n) time, while binary search halves a sorted list at each step, taking O(log n); searching 1,000,000 sorted items needs at most about 20 comparisons. Sorting algorithms include selection sort and insertion sort, both O(n²), and merge sort, which is O(n log n). Some problems have no efficient known algorithm and are solved approximately with heuristics.',
    ],
    keyPoints: [
      'Binary search requires sorted data.',
      'O(n log n) is much faster than O(n²) for large inputs.',
      'Some problems, such as the halting problem, are undecidable.',
    ],
    cards: [
      ['Algorithm', 'A precise, finite set of steps to solve a problem.'],
      ['Big-O notation', 'A description of how an algorithm’s time or space grows with input size.'],
      ['Binary search', 'A search that repeatedly halves a sorted list.'],
      ['Merge sort', 'A divide-and-conquer sort running in O(n log n) time.'],
      ['Heuristic', 'A practical approach that finds a good-enough solution.'],
    ],
  },
  recursion: {
    explanation: [
      'Recursion is a technique in which a function calls itself to solve smaller instances of the same problem. Every recursive function needs a base case, which stops the recursion, and a recursive case, which moves toward the base case. Without a base case the calls never end and cause a stack overflow.',
      'A classic example is factorial: factorial(n) = n × factorial(n − 1), with factorial(0) = 1, so factorial(4) = 24. Each call is placed on the call stack until the base case returns. Recursion suits problems with self-similar structure, such as tree traversal, the Towers of Hanoi and merge sort. Naive recursive Fibonacci is slow because it repeats work; memoization stores results to avoid this.',
    ],
    keyPoints: [
      'The base case must be reachable.',
      'Any recursive algorithm can also be written iteratively.',
      'Each recursive call uses memory on the call stack.',
    ],
    cards: [
      ['Recursion', 'A function solving a problem by calling itself on smaller inputs.'],
      ['Base case', 'The condition that stops recursion.'],
      ['Call stack', 'The memory structure that tracks active function calls.'],
      ['Stack overflow', 'An error when the call stack runs out of space.'],
      ['Memoization', 'Storing results of calls to avoid repeated computation.'],
    ],
  },
  'binary-and-data': {
    explanation: [
      'Computers store all data in binary, using bits that are 0 or 1; eight bits make a byte. Each binary place value is a power of 2, so 1011₂ = 8 + 0 + 2 + 1 = 11. With n bits, 2ⁿ different values can be represented, so one byte stores 256 values. Hexadecimal (base 16) writes four bits as one digit, 0–9 and A–F.',
      'Text is encoded with standards such as ASCII and Unicode, where “A” is 65. Images are grids of pixels, each stored as red, green and blue values. Compression reduces file size: lossless compression, such as PNG or ZIP, keeps all data, while lossy compression, such as JPEG or MP3, discards some. Overflow errors occur when a value exceeds the bits available.',
    ],
    keyPoints: [
      'Each extra bit doubles the number of representable values.',
      '1 kilobyte is 1,000 bytes (or 1,024 in binary usage).',
      'Metadata is data about data, such as a photo’s date and location.',
    ],
    cards: [
      ['Bit', 'A binary digit, 0 or 1.'],
      ['Byte', 'A group of eight bits.'],
      ['Hexadecimal', 'Base-16 number system using digits 0–9 and A–F.'],
      ['Lossless compression', 'Compression that allows exact reconstruction of the data.'],
      ['Unicode', 'A character encoding standard covering most of the world’s writing systems.'],
    ],
  },
  'the-internet': {
    explanation: [
      'The Internet is a global network of networks that grew out of ARPANET, first connected in 1969. Devices follow shared protocols: the Internet Protocol (IP) gives each device an address, and TCP breaks data into packets, ensures they all arrive and reassembles them in order. Packets may take different routes, which makes the network fault-tolerant.',
      'The World Wide Web, invented by Tim Berners-Lee in 1989, is a service running on the Internet that uses HTTP to transfer web pages written in HTML. The Domain Name System (DNS) translates names like example.com into IP addresses. HTTPS encrypts web traffic. IPv4 uses 32-bit addresses, and IPv6 uses 128-bit addresses to provide far more.',
    ],
    keyPoints: [
      'The Internet is the network; the Web is one service on it.',
      'Redundant routes make the Internet fault-tolerant.',
      'Bandwidth is the maximum data transfer rate, measured in bits per second.',
    ],
    cards: [
      ['Protocol', 'A set of rules for how data is transmitted.'],
      ['Packet', 'A small chunk of data sent across a network.'],
      ['IP address', 'A unique number identifying a device on a network.'],
      ['DNS', 'The system that translates domain names into IP addresses.'],
      ['Router', 'A device that forwards packets between networks.'],
    ],
  },
  cybersecurity: {
    explanation: [
      'Cybersecurity protects systems and data from attack, aiming for confidentiality, integrity and availability (the CIA triad). Threats include malware such as viruses, worms and ransomware, phishing emails that trick users into revealing information, and denial-of-service attacks that overload servers.',
      'Defenses include strong, unique passwords, multi-factor authentication, software updates, firewalls and antivirus tools. Encryption scrambles data so only authorized parties can read it. Symmetric encryption uses one shared key, while public-key encryption uses a public key to encrypt and a private key to decrypt, which makes secure web connections possible. Social engineering exploits people rather than technology.',
    ],
    keyPoints: [
      'Multi-factor authentication combines something you know, have or are.',
      'Public-key cryptography does not require sharing a secret key in advance.',
      'Keeping software updated patches known vulnerabilities.',
    ],
    cards: [
      ['Phishing', 'A fraudulent message designed to steal personal information.'],
      ['Malware', 'Software designed to damage or gain unauthorized access to systems.'],
      ['Encryption', 'Encoding data so only authorized parties can read it.'],
      ['Firewall', 'A system that filters network traffic based on rules.'],
      ['Multi-factor authentication', 'Login requiring two or more kinds of evidence of identity.'],
    ],
  },
};
